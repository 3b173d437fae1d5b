// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../../../bff/createServer.ts';
import { createTestBff, projectRoot } from '../../../tests/support/bffFetch.ts';
import { testDatabase } from '../../../tests/support/databaseTemplate.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { OFFICE_API } from './officeRouteKit.ts';

const app = createTestBff();
afterAll(() => app.close());

interface Mail {
  to: string;
  kind: string;
  links: { action: string; unsubscribe: string };
}

/** The scenario's mails to a recipient, newest first. */
const mailsTo = async (call: Caller, to: string): Promise<Mail[]> =>
  (await app.inject({ url: `/bff-test/scenario/${call.scenario}/mails?to=${encodeURIComponent(to)}`, headers: { host: 'localhost' } })).json().mails;
/** The token a link carries. */
const tokenOf = (link: string) => new URLSearchParams(new URL(link, 'http://localhost').hash.slice(1)).get('token')!;
const refusalCode = (reply: { json(): { errors: Array<{ code: string }> } }) => reply.json().errors[0].code;
/** A POST of someone who is not signed in (the mail opened on another device), in the scenario. */
const postAsVisitor = (scenario: string) => (url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('the links of the mails to players', () => {
  it('activate the e-mail the player signed up with, which the office starts with, unconfirmed', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    const before = (await player.get(`${OFFICE_API}/security`)).json();
    expect([before.email, before.emailConfirmed]).toEqual(['demo@northbet.example', false]);
    expect((await player.post(`${OFFICE_API}/email/activation`)).statusCode).toBe(200);
    const [mail] = await mailsTo(player, 'demo@northbet.example');
    expect(mail.kind).toBe('activate');
    expect(mail.links.action).toMatch(/^\/en\/user\/activate#token=[\w-]{32}$/);
    expect((await postAsVisitor(player.scenario)(`${OFFICE_API}/mail-links/activate`, { token: tokenOf(mail.links.action) })).statusCode).toBe(200);
    expect((await player.get(`${OFFICE_API}/security`)).json().emailConfirmed).toBe(true);
    const again = await player.post(`${OFFICE_API}/email/activation`);
    expect([again.statusCode, refusalCode(again)]).toEqual([409, 'email_confirmed']);
  });

  it('confirm a changed e-mail, once, for a visitor who is not signed in', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    expect((await player.post(`${OFFICE_API}/email/change`, { email: 'ada@example.com' })).statusCode).toBe(200);
    const [mail] = await mailsTo(player, 'ada@example.com');
    expect(mail.kind).toBe('confirm');
    expect(mail.links.action).toMatch(/^\/en\/user\/confirm#token=[\w-]{32}$/);

    const visitor = postAsVisitor(player.scenario);
    expect((await visitor(`${OFFICE_API}/mail-links/confirm`, { token: tokenOf(mail.links.action) })).statusCode).toBe(200);
    const security = (await player.get(`${OFFICE_API}/security`)).json();
    expect([security.email, security.emailConfirmed, security.emailPending]).toEqual(['ada@example.com', true, null]);

    const again = await visitor(`${OFFICE_API}/mail-links/confirm`, { token: tokenOf(mail.links.action) });
    expect([again.statusCode, refusalCode(again)]).toEqual([400, 'link_rejected']);
  });

  it("confirm only the address a link was sent to: changing the address again withdraws the earlier link", async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    await player.post(`${OFFICE_API}/email/change`, { email: 'mine@example.com' });
    const [mine] = await mailsTo(player, 'mine@example.com');
    const again = await player.post(`${OFFICE_API}/email/change`, { email: 'victim@example.com' });
    // At once, the second change is refused whole (a mail a minute), so the pending address is still the first.
    expect([again.statusCode, refusalCode(again)]).toEqual([429, 'mail_too_soon']);
    expect((await player.get(`${OFFICE_API}/security`)).json().emailPending).toBe('mine@example.com');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await player.post(`${OFFICE_API}/email/change`, { email: 'victim@example.com' })).statusCode).toBe(200);
    const stale = await postAsVisitor(player.scenario)(`${OFFICE_API}/mail-links/confirm`, { token: tokenOf(mine.links.action) });
    expect([stale.statusCode, refusalCode(stale)]).toEqual([400, 'link_rejected']);
    expect((await player.get(`${OFFICE_API}/security`)).json()).toMatchObject({ emailPending: 'victim@example.com', emailConfirmed: false });
    vi.restoreAllMocks();
  });

  it('withdraw the reset links mailed before once the password changes', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    const post = postAsVisitor(player.scenario);
    await post('/web-api/auth/password/recovery', { login: 'demo@northbet.example' });
    const [first] = await mailsTo(player, 'demo@northbet.example');
    expect((await player.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234', newPassword: 'changed-in-office' })).statusCode).toBe(200);
    const late = await post(`${OFFICE_API}/mail-links/passwordreset`, { token: tokenOf(first.links.action), password: 'taken-over-1' });
    expect([late.statusCode, refusalCode(late)]).toEqual([400, 'link_rejected']);
  });

  it('say when a link has expired, for a week after', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    await player.post(`${OFFICE_API}/email/change`, { email: 'late@example.com' });
    const [mail] = await mailsTo(player, 'late@example.com');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 25 * 60 * 60 * 1000);
    const late = await postAsVisitor(player.scenario)(`${OFFICE_API}/mail-links/confirm`, { token: tokenOf(mail.links.action) });
    expect([late.statusCode, refusalCode(late)]).toEqual([400, 'link_expired']);
    vi.restoreAllMocks();
  });

  it('refuse a token of another purpose, a made-up one and a malformed body', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    await player.post(`${OFFICE_API}/email/change`, { email: 'bob@example.com' });
    const [mail] = await mailsTo(player, 'bob@example.com');
    for (const [purpose, token] of [['activate', tokenOf(mail.links.action)], ['confirm', 'made-up-token']]) {
      const reply = await player.post(`${OFFICE_API}/mail-links/${purpose}`, { token });
      expect([reply.statusCode, refusalCode(reply)]).toEqual([400, 'link_rejected']);
    }
    const malformed = await player.post(`${OFFICE_API}/mail-links/confirm`, { token: 'x'.repeat(65) });
    expect([malformed.statusCode, refusalCode(malformed)]).toEqual([400, 'bad_request']);
  });

  it('stop the newsletter by the unsubscribe link of any mail', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    expect((await player.post(`${OFFICE_API}/settings`, { id: 'emailNews', value: true })).statusCode).toBe(200);
    await player.post(`${OFFICE_API}/email/change`, { email: 'cy@example.com' });
    const [mail] = await mailsTo(player, 'cy@example.com');
    expect(mail.links.unsubscribe).toMatch(/^\/en\/user\/stopnewsletter#token=/);
    expect((await player.post(`${OFFICE_API}/mail-links/stopnewsletter`, { token: tokenOf(mail.links.unsubscribe) })).statusCode).toBe(200);
    const settings = (await player.get(`${OFFICE_API}/settings`)).json();
    expect(settings.notificationSettings.find((setting: { id: string }) => setting.id === 'emailNews').value).toBe(false);
  });

  it('reset a password by the recovery mail: the old one and every session end, a weak one keeps the link', async () => {
    const player = await caller(app, { prefix: 'mail-links' });
    const post = postAsVisitor(player.scenario);
    expect((await post('/web-api/auth/password/recovery', { login: 'demo@northbet.example', lang: 'ru' })).statusCode).toBe(200);
    const earlier = String((await post('/web-api/auth/login', { login: 'demo@northbet.example', password: 'demo1234' })).headers['set-cookie']).split(';')[0];
    const [mail] = await mailsTo(player, 'demo@northbet.example');
    expect(mail.links.action).toMatch(/^\/ru\/user\/passwordreset#token=[\w-]{32}$/);
    const token = tokenOf(mail.links.action);

    const weak = await post(`${OFFICE_API}/mail-links/passwordreset`, { token, password: 'short' });
    expect([weak.statusCode, refusalCode(weak)]).toEqual([400, 'password_weak']);
    expect((await post(`${OFFICE_API}/mail-links/passwordreset`, { token, password: 'a-new-password' })).statusCode).toBe(200);

    expect((await post('/web-api/auth/login', { login: 'demo@northbet.example', password: 'demo1234' })).statusCode).toBe(400);
    expect((await post('/web-api/auth/login', { login: 'demo@northbet.example', password: 'a-new-password' })).statusCode).toBe(200);
    const tokenOfEarlier = await app.inject({ url: '/web-api/user/gettoken', headers: { host: 'localhost', cookie: `bff_scenario=${player.scenario}; ${earlier}` } });
    expect(tokenOfEarlier.statusCode).toBe(401);
  });

  it('send no mail for a login no one has', async () => {
    const player = await caller(app, { login: null, prefix: 'mail-links' });
    expect((await player.post('/web-api/auth/password/recovery', { login: 'nobody@example.com' })).statusCode).toBe(200);
    expect(await mailsTo(player, 'nobody@example.com')).toEqual([]);
  });
});

describe('the office e-mail of players the office knew before it took the sign-up e-mail', () => {
  it('is filled in from the sign-up e-mail', async () => {
    const database = testDatabase();
    const server = createServer({ root: projectRoot, testMode: true, database });
    try {
      const player = await caller(server, { prefix: 'office-email-fill' });
      const security = async () => (await player.get(`${OFFICE_API}/security`)).json();
      expect((await security()).email).toBe('demo@northbet.example');
      // A row as the office made it before: no e-mail.
      await database.query("UPDATE office_player SET email = '' WHERE realm LIKE $1", [`%|${player.scenario}`]);
      expect((await security()).email).toBe('demo@northbet.example');
    } finally {
      await server.close();
    }
  });
});
