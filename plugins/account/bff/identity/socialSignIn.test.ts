// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../../tests/support/bffFetch.ts';
import { validate_oneTapClientReply } from '../../src/generated/validate_oneTapClientReply.js';
import { validate_oneTapReply } from '../../src/generated/validate_oneTapReply.js';
import { validate_socialSignInReply } from '../../src/generated/validate_socialSignInReply.js';
import { DEMO_CLIENT_ID, IDENTITY_PROVIDER_HOST } from './demoIdentityProvider.ts';
import { OAUTH_STATE_COOKIE, TICKET_COOKIE } from './socialSignInRoutes.ts';

const app = createTestBff();
afterAll(() => app.close());

const SITE = 'http://localhost';
const PROVIDER = `${IDENTITY_PROVIDER_HOST}`;
let scenarios = 0;

/** A visitor of the demo site in a scenario of their own, where the domain offers one-tap and the three networks. */
async function visitor(socialSignIn: Record<string, unknown> = { oneTap: true, networks: ['google', 'apple', 'telegram'] }) {
  const scenario = `social-${++scenarios}`;
  await patchScenario(app, scenario, { config: { socialSignIn } });
  const cookies = new Map<string, string>([['bff_scenario', scenario]]);
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
  };
  const site = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const reply = await app.inject({ method, url, payload, headers: { host: 'localhost', cookie: cookie(), ...(method === 'POST' ? { origin: SITE } : {}) } });
    keep(reply.headers['set-cookie']);
    return reply;
  };
  /** The one-tap post, a multipart form as the page sends it. */
  const oneTap = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const reply = await app.inject({
      method: 'POST',
      url: '/social-api/oauth/google-one-tap',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { host: 'localhost', cookie: cookie(), origin: SITE, 'content-type': String(request.headers.get('content-type')) },
    });
    keep(reply.headers['set-cookie']);
    return reply;
  };
  return { scenario, site, oneTap, cookies };
}

const provider = (method: 'GET' | 'POST', url: string, form?: Record<string, string>) =>
  app.inject({ method, url, headers: { host: PROVIDER, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, payload: form ? new URLSearchParams(form).toString() : undefined });

/** What the provider's chooser frame hands the page when the visitor picks an account. */
async function credentialFor(subject: string, origin = SITE): Promise<string> {
  const reply = await provider('POST', '/gsi/select', { client_id: DEMO_CLIENT_ID, origin, subject });
  expect(reply.statusCode).toBe(200);
  return /data-credential="([^"]+)"/.exec(reply.body)![1];
}

const ticketOf = (redirect: string) => new URLSearchParams(redirect.split('#')[1]).get('ticket')!;
const registration = (ticket: string, overrides: object = {}) => ({
  type: 'soc_reg',
  ticket,
  currencyId: 978,
  bonusChoice: 0,
  birthDate: '1990-05-17',
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: false,
  ...overrides,
});

describe('one-tap sign-in (first document 6 and 7)', () => {
  it('answers the client id and the provider’s script only where the domain offers it', async () => {
    const on = await visitor();
    const reply = await on.site('GET', '/social-api/oauth/google-one-tap/clientId');
    expect(validate_oneTapClientReply(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ clientId: DEMO_CLIENT_ID, scriptUrl: `http://${PROVIDER}/gsi/client` });
    const off = await visitor({});
    const refused = await off.site('GET', '/social-api/oauth/google-one-tap/clientId');
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([404, 'one_tap_off']);
    const post = await off.oneTap({ credential: await credentialFor('google-ada'), language: 'en' });
    expect(post.json().errors[0].code).toBe('one_tap_off');
  });

  it('registers a new player with the ticket, then signs them in by one-tap next time', async () => {
    const { site, oneTap, scenario } = await visitor();
    const first = await oneTap({ credential: await credentialFor('google-ada'), language: 'ru', currencyId: '840', countryId: '1' });
    expect(validate_oneTapReply(first.json())).toBe(true);
    expect(first.json().redirectUrl).toMatch(/^\/ru\/user\/social#ticket=[\w-]{32}$/);
    const ticket = ticketOf(first.json().redirectUrl);
    const asked = await site('POST', '/web-api/auth/social', { ticket });
    expect(validate_socialSignInReply(asked.json())).toBe(true);
    expect(asked.json()).toEqual({ success: true, response_type: 'registration_required', network: 'google', email: 'ada.lovelace@example.com', name: 'Ada Lovelace', currencyId: 840 });
    const registered = await site('POST', '/web-api/auth/registration/social', registration(ticket));
    expect(registered.statusCode).toBe(200);
    const userId = registered.json().user_id;
    expect((await site('GET', '/web-api/session/check')).json().user_id).toBe(userId);
    const token = (await site('GET', '/web-api/user/gettoken?force_refresh=true')).json().data.token as string;
    const accounts = await app.inject({ url: '/web-api/user/accounts', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${token}` } });
    expect(accounts.json().accounts[0]).toMatchObject({ iso: 'EUR', type: 0 });
    // The ticket was used up by the registration.
    expect((await site('POST', '/web-api/auth/registration/social', registration(ticket))).json().errors[0].code).toBe('ticket_rejected');

    await site('POST', '/web-api/auth/logout');
    const again = await oneTap({ credential: await credentialFor('google-ada'), language: 'en' });
    const signedIn = await site('POST', '/web-api/auth/social', { ticket: ticketOf(again.json().redirectUrl) });
    expect(signedIn.json()).toEqual({ success: true, user_id: userId });
    expect((await site('GET', '/web-api/session/check')).json().user_id).toBe(userId);
    // The browser's half of the ticket goes with it.
    expect(signedIn.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${TICKET_COOKIE}=;`))]));
  });

  it('refuses a credential used once, made up, or issued for another site', async () => {
    const { oneTap } = await visitor();
    const credential = await credentialFor('google-grace');
    expect((await oneTap({ credential, language: 'en' })).statusCode).toBe(200);
    for (const used of [credential, 'made-up-credential', await credentialFor('google-grace', 'http://uk.localhost')]) {
      const reply = await oneTap({ credential: used, language: 'en' });
      expect([reply.statusCode, reply.json().errors[0].code]).toEqual([400, 'credential_rejected']);
    }
  });

  it('trades a ticket only in the browser it was issued to: a ticket link sent to someone else signs them into nothing', async () => {
    const owner = await visitor();
    const redirect = (await owner.oneTap({ credential: await credentialFor('google-alan'), language: 'en' })).json().redirectUrl;
    expect(owner.cookies.has(TICKET_COOKIE)).toBe(true);
    // A stranger opens the link in their own browser, on the same site and scenario.
    const theirs = await app.inject({ method: 'POST', url: '/web-api/auth/social', payload: { ticket: ticketOf(redirect) }, headers: { host: 'localhost', origin: SITE, cookie: `bff_scenario=${owner.scenario}` } });
    expect([theirs.statusCode, theirs.json().errors[0].code]).toEqual([400, 'ticket_rejected']);
    const forged = await app.inject({ method: 'POST', url: '/web-api/auth/social', payload: { ticket: ticketOf(redirect) }, headers: { host: 'localhost', origin: SITE, cookie: `bff_scenario=${owner.scenario}; ${TICKET_COOKIE}=guessed` } });
    expect(forged.json().errors[0].code).toBe('ticket_rejected');
    // The owner's browser still trades it.
    expect((await owner.site('POST', '/web-api/auth/social', { ticket: ticketOf(redirect) })).json()).toMatchObject({ response_type: 'registration_required' });
  });

  it('refuses a form without a credential, or with a currency that is not one', async () => {
    const { oneTap } = await visitor();
    expect((await oneTap({ language: 'en' })).json().errors[0].code).toBe('invalid_one_tap');
    expect((await oneTap({ credential: 'x', language: 'en', currencyId: 'dollars' })).json().errors[0].code).toBe('invalid_one_tap');
  });
});

describe('social networks through the demo provider (OAuth 2.0 code flow)', () => {
  /** Follows the authorisation as the browser would, picking `subject` (or cancelling) on the provider's page. */
  async function authorize(who: Awaited<ReturnType<typeof visitor>>, network: string, subject: string | null) {
    const start = await who.site('GET', `/social-api/oauth/${network}/authorize?lang=en`);
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.host).toBe(PROVIDER);
    const page = await provider('GET', `${to.pathname}${to.search}`);
    expect(page.body).toContain('Sign in to localhost');
    const fields = Object.fromEntries(to.searchParams);
    delete fields.response_type;
    const decided = await provider('POST', '/oauth/authorize', subject ? { ...fields, subject } : { ...fields, cancel: '1' });
    expect(decided.statusCode).toBe(303);
    const back = new URL(String(decided.headers.location));
    return who.site('GET', `${back.pathname}${back.search}`);
  }

  it('registers, then signs in, a player of a network; the session follows', async () => {
    const who = await visitor();
    const landed = await authorize(who, 'telegram', 'telegram-alan');
    expect(String(landed.headers.location)).toMatch(/^\/en\/user\/social#ticket=/);
    expect(who.cookies.has(OAUTH_STATE_COOKIE)).toBe(false);
    const ticket = ticketOf(String(landed.headers.location));
    expect((await who.site('POST', '/web-api/auth/social', { ticket })).json()).toMatchObject({ response_type: 'registration_required', network: 'telegram', email: 'alan.turing@example.com' });
    const registered = await who.site('POST', '/web-api/auth/registration/social', registration(ticket));
    expect(registered.statusCode).toBe(200);
    await who.site('POST', '/web-api/auth/logout');
    const again = await authorize(who, 'telegram', 'telegram-alan');
    const signedIn = await who.site('POST', '/web-api/auth/social', { ticket: ticketOf(String(again.headers.location)) });
    expect(signedIn.json()).toEqual({ success: true, user_id: registered.json().user_id });
  });

  it('refuses a second player with an address a player has, and a registration under the minimum age', async () => {
    const who = await visitor();
    // Ada registered by one-tap (google) in this scenario; her apple account brings the same address.
    const oneTapTicket = ticketOf((await who.oneTap({ credential: await credentialFor('google-ada'), language: 'en' })).json().redirectUrl);
    expect((await who.site('POST', '/web-api/auth/registration/social', registration(oneTapTicket))).statusCode).toBe(200);
    await who.site('POST', '/web-api/auth/logout');
    const apple = ticketOf(String((await authorize(who, 'apple', 'apple-ada')).headers.location));
    expect((await who.site('POST', '/web-api/auth/registration/social', registration(apple))).json().errors[0].code).toBe('email_taken');
    const young = ticketOf(String((await authorize(who, 'apple', 'apple-grace')).headers.location));
    const refused = await who.site('POST', '/web-api/auth/registration/social', registration(young, { birthDate: `${new Date().getFullYear() - 10}-01-01` }));
    expect(refused.json().errors[0].code).toBe('under_age');
    // The ticket outlives a refusal: the player corrects the date and goes on.
    expect((await who.site('POST', '/web-api/auth/registration/social', registration(young))).statusCode).toBe(200);
  });

  it('registers nobody on a site that takes no new players (a VIP brand), by a network or by e-mail', async () => {
    const who = await visitor();
    await patchScenario(app, who.scenario, { config: { site: { isVip: true } } });
    const ticket = ticketOf(String((await authorize(who, 'google', 'google-grace')).headers.location));
    // Said at once, before the player fills in a form that must fail, and held if they post it anyway.
    const asked = await who.site('POST', '/web-api/auth/social', { ticket });
    expect([asked.statusCode, asked.json().errors[0].code]).toEqual([403, 'registration_closed']);
    const refused = await who.site('POST', '/web-api/auth/registration/social', registration(ticket));
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([403, 'registration_closed']);
    const byEmail = await who.site('POST', '/web-api/auth/registration', { ...registration(''), type: 'full_reg', ticket: undefined, email: 'new@example.com', password: 'long-enough-1' });
    expect(byEmail.json().errors[0].code).toBe('registration_closed');
  });

  it('lands on the sign-in page with the reason when the visitor cancels, the state is not theirs, or the network is off', async () => {
    const who = await visitor({ networks: ['telegram'] });
    expect(String((await authorize(who, 'telegram', null)).headers.location)).toBe('/en/user/social#error=cancelled');
    // A callback the browser did not start (a link someone sent): no state cookie.
    const stranger = await visitor();
    const forged = await stranger.site('GET', '/social-api/oauth/telegram/callback?state=abc&code=def');
    expect(String(forged.headers.location)).toBe('/en/user/social#error=state_mismatch');
    expect(String((await who.site('GET', '/social-api/oauth/google/authorize?lang=en')).headers.location)).toBe('/en/user/social#error=network_off');
  });

  it('refuses on the provider a site it does not know, and a callback that is not the network’s', async () => {
    const evil = await provider('GET', `/oauth/authorize?response_type=code&client_id=${DEMO_CLIENT_ID}&network=google&state=s&redirect_uri=${encodeURIComponent('https://evil.example/social-api/oauth/google/callback')}`);
    expect(evil.statusCode).toBe(400);
    const elsewhere = await provider('GET', `/oauth/authorize?response_type=code&client_id=${DEMO_CLIENT_ID}&network=google&state=s&redirect_uri=${encodeURIComponent('http://localhost/en/')}`);
    expect(elsewhere.statusCode).toBe(400);
    expect((await provider('GET', `/gsi/select?client_id=other&origin=${encodeURIComponent(SITE)}`)).statusCode).toBe(400);
    const framed = await provider('GET', `/gsi/select?client_id=${DEMO_CLIENT_ID}&origin=${encodeURIComponent(SITE)}`);
    expect(framed.headers['content-security-policy']).toContain(`frame-ancestors ${SITE}`);
  });

  it('lets the pages of a domain that offers one-tap, and no other, load the provider’s script and frame its chooser', async () => {
    const cspOf = async (scenario: string) => String((await app.inject({ method: 'GET', url: '/en/', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } })).headers['content-security-policy']);
    const on = await cspOf((await visitor()).scenario);
    expect(on).toMatch(new RegExp(`script-src [^;]*http://${PROVIDER}`));
    expect(on).toMatch(new RegExp(`frame-src [^;]*http://${PROVIDER}`));
    expect(on).not.toMatch(new RegExp(`connect-src [^;]*${PROVIDER}`));
    expect(await cspOf((await visitor({ networks: ['google'] })).scenario)).not.toContain(PROVIDER);
  });
});
