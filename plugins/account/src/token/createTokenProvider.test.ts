// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bffFetch, createTestBff } from '../../../../tests/support/bffFetch.ts';
import { createHttpClient } from '../../../../tests/support/kernelTestKit.ts';
import { createTokenProvider, type TokenCookies } from './createTokenProvider.ts';
import { TOKEN_COOKIE, TOKEN_SHARE_MS } from './tokenConstants.ts';
import { isTokenValid } from './tokenExpiry.ts';

const app = createTestBff();
afterAll(() => app.close());

const jwt = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('token validity', () => {
  it.each([
    [jwt({ exp: 2000 }), 1_999_000, true],
    [jwt({ exp: 2000 }), 2_000_000, false],
    [jwt({ sub: '1' }), 0, false],
    ['not-a-token', 0, false],
    ['a.%%%.c', 0, false],
    [null, 0, false],
  ])('%s at %i ms -> %s', (token, now, valid) => {
    expect(isTokenValid(token, now)).toBe(valid);
  });
});

/** A browser-like cookie jar for the token cookie and the BFF's session cookie. */
function setup(signedIn: boolean) {
  const jar = new Map<string, string>();
  let requests = 0;
  const toBff = bffFetch(app, 'token');
  const fetchWithSession: typeof fetch = async (input, init) => {
    if (String(input).includes('gettoken')) requests += 1;
    const headers = new Headers(init?.headers);
    if (jar.has('bff_session')) headers.set('cookie', `bff_session=${jar.get('bff_session')}`);
    return toBff(input, { ...init, headers });
  };
  const cookies: TokenCookies & { maxAge?: number } = {
    read: (name) => jar.get(name) ?? null,
    write(name, value, maxAge) {
      jar.set(name, value);
      this.maxAge = maxAge;
    },
    remove: (name) => void jar.delete(name),
  };
  let clock = Date.now();
  const http = createHttpClient(fetchWithSession);
  const provider = createTokenProvider(http, cookies, () => clock);
  const signIn = async () => {
    const reply = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: 'demo@northbet.example', password: 'demo1234' }, headers: { host: 'localhost' } });
    jar.set('bff_session', /bff_session=([^;]+)/.exec(String(reply.headers['set-cookie']))![1]);
  };
  return { http, provider, cookies, jar, signIn, signedIn, requests: () => requests, advance: (ms: number) => (clock += ms) };
}

describe('token provider', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup(true);
  });

  it('fetches a fresh token for a signed-in user and keeps it in the user_token cookie', async () => {
    await t.signIn();
    const token = await t.provider.refreshToken();
    expect(isTokenValid(token, Date.now())).toBe(true);
    expect(t.jar.get(TOKEN_COOKIE)).toBe(token);
    expect(t.cookies.maxAge).toBeGreaterThan(800);
    expect(t.provider.getToken()).toBe(token);
  });

  it('shares one request between fetches within 60 s, and fetches again after', async () => {
    await t.signIn();
    const [first, second] = await Promise.all([t.provider.refreshToken(), t.provider.refreshToken()]);
    expect(first).toBe(second);
    t.advance(TOKEN_SHARE_MS - 1);
    await t.provider.refreshToken();
    expect(t.requests()).toBe(1);
    t.advance(1);
    await t.provider.refreshToken();
    expect(t.requests()).toBe(2);
  });

  it('gives no token to a visitor without a session and leaves no cookie', async () => {
    expect(await t.provider.refreshToken()).toBeNull();
    expect(t.jar.has(TOKEN_COOKIE)).toBe(false);
  });

  it('does not use an expired token', async () => {
    await t.signIn();
    await t.provider.refreshToken();
    t.advance(16 * 60_000);
    expect(t.provider.getToken()).toBeNull();
  });

  it('recovers a 401 in the middle of a session without the caller noticing', async () => {
    await t.signIn();
    t.http.setTokenProvider(t.provider);
    t.jar.set(TOKEN_COOKIE, jwt({ exp: Math.floor(Date.now() / 1000) + 600 }));
    const profile = await t.http.request<{ user_id: string }>('/web-api/user/profile');
    expect(profile.user_id).toBe('100001');
    expect(t.requests()).toBe(1);
  });
});
