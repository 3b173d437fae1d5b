import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { createHttpClient, type ChallengeResolver, type TokenProvider } from './httpClient.ts';
import { HttpError } from './HttpError.ts';
import { APP_NAME_HEADER_VALUE, CANCELLED_STATUS, CHALLENGE_RETRY_LIMIT } from './httpConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
let name = '';

const GROUP_URL = '/bff-api/config/group/get?groups=lng&lang=en';
const GROUP_PATH = '/bff-api/config/group/get';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** A client on the real BFF that records what reaches fetch and every sleep it asks for. */
function client(options: { failFirst?: number } = {}) {
  const sent: Sent[] = [];
  const delays: number[] = [];
  const inner = bffFetch(app, name);
  let toFail = options.failFirst ?? 0;
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    sent.push({ url, init, headers });
    if (toFail > 0) {
      toFail -= 1;
      throw new TypeError('Failed to fetch');
    }
    return inner(input, init);
  };
  const http = createHttpClient(fetchImpl, async (ms) => void delays.push(ms));
  return { http, sent, delays };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(() => {
  name = uniqueScenario('http');
});

describe('request headers and body', () => {
  it('sends X-Requested-With: XMLHttpRequest and X-app-n on every request', async () => {
    const { http, sent } = client();
    await http.request(GROUP_URL);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent[0].headers['x-app-n']).toBe(APP_NAME_HEADER_VALUE);
    expect(APP_NAME_HEADER_VALUE).not.toBe('');
  });

  it('keeps the spec headers on a POST and sends the body as JSON', async () => {
    const { http, sent } = client();
    await http.request('/blocks-api/api/v2/block', { method: 'POST', body: { auth: false, url: '/en/' } });
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({ auth: false, url: '/en/' });
    expect(sent[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent[0].headers['x-app-n']).toBe(APP_NAME_HEADER_VALUE);
  });

  it('sends a FormData as the multipart form itself, leaving its Content-Type to the browser', async () => {
    const { http, sent } = client();
    const form = new FormData();
    form.append('credential', 'abc');
    await http.request('/blocks-api/api/v2/block', { method: 'POST', body: form });
    expect(sent[0].init.body).toBe(form);
    expect(sent[0].headers['content-type']).toBeUndefined();
    expect(sent[0].headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('returns the parsed reply of the server', async () => {
    const { http } = client();
    const all = (await (await bffFetch(app, name)('/bff-api/config/all.json')).json()) as { lng: unknown };
    await expect(http.request(GROUP_URL)).resolves.toEqual({ data: { lng: all.lng } });
  });

  it('sends the token of the token provider as a Bearer Authorization header', async () => {
    const { http, sent } = client();
    http.setTokenProvider({ getToken: () => 'token-1', refreshToken: async () => 'token-2' });
    await http.request(GROUP_URL);
    expect(sent[0].headers.authorization).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, sent } = client();
    await http.request(GROUP_URL);
    expect(sent[0].headers.authorization).toBeUndefined();
  });
});

describe('retries', () => {
  it('retries network failures per the retry policy, waiting its delay each time', async () => {
    const { http, sent, delays } = client({ failFirst: 2 });
    await expect(http.request(GROUP_URL, { retry: { retries: 3, delayMs: 250 } })).resolves.toHaveProperty('data.lng');
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([250, 250]);
  });

  it('retries 5xx answers per the retry policy', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 503, times: 2 }] });
    const { http, sent, delays } = client();
    await expect(http.request(GROUP_URL, { retry: { retries: 2, delayMs: 40 } })).resolves.toHaveProperty('data.lng');
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([40, 40]);
  });

  it('gives up after the policy runs out and throws the last 5xx', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 500 }] });
    const { http, sent, delays } = client();
    const error = await failureOf(http.request(GROUP_URL, { retry: { retries: 2, delayMs: 100 } }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(sent).toHaveLength(3);
    expect(delays).toEqual([100, 100]);
  });

  it.each([400, 403, 404, 451])('does not retry a %i answer', async (status) => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status }] });
    const { http, sent, delays } = client();
    const error = await failureOf(http.request(GROUP_URL, { retry: { retries: 3, delayMs: 100 } }));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(sent).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not retry without a retry policy', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 502 }] });
    const { http, sent, delays } = client();
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(sent).toHaveLength(1);
    expect(delays).toEqual([]);
  });
});

describe('401 and the token provider', () => {
  function provider(): TokenProvider & { refreshToken: ReturnType<typeof vi.fn> } {
    return { getToken: () => 'old-token', refreshToken: vi.fn(async () => 'new-token') };
  }

  it('refreshes the token once and retries once with the new token', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 401, times: 1 }] });
    const { http, sent, delays } = client();
    const tokens = provider();
    http.setTokenProvider(tokens);
    await expect(http.request(GROUP_URL)).resolves.toHaveProperty('data.lng');
    expect(tokens.refreshToken).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(delays).toEqual([]);
  });

  it('shares one refresh between requests that meet a 401 at the same time', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 401, times: 3 }] });
    const { http } = client();
    const tokens = { getToken: () => 'old-token', refreshToken: vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('new-token'), 30))) };
    http.setTokenProvider(tokens);
    const replies = await Promise.all([http.request(GROUP_URL), http.request(GROUP_URL), http.request(GROUP_URL)]);
    expect(replies).toHaveLength(3);
    expect(tokens.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('throws a second 401 after the one refresh', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 401, times: 2 }] });
    const { http, sent } = client();
    const tokens = provider();
    http.setTokenProvider(tokens);
    const error = await failureOf(http.request(GROUP_URL, { retry: { retries: 3, delayMs: 10 } }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(tokens.refreshToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('throws a 401 at once when no token provider is installed', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 401, times: 1 }] });
    const { http, sent } = client();
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(sent).toHaveLength(1);
  });
});

describe('400 and the challenge resolver', () => {
  const challenge = (code: string, times?: number) => ({ path: GROUP_PATH, status: 400, body: JSON.stringify({ errors: [{ code, detail: 'challenge' }] }), times });
  function resolver(answer: Record<string, string> | null): ChallengeResolver & { resolve: ReturnType<typeof vi.fn> } {
    return { resolve: vi.fn(async () => answer) };
  }

  it('sends the call again with the headers the resolver answers, once the challenge is met', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent, delays } = client();
    const challenges = resolver({ 'X-Captcha-Result': 'solved' });
    http.setChallengeResolver(challenges);
    await expect(http.request(GROUP_URL, { headers: { 'X-Caller': 'kept' } })).resolves.toHaveProperty('data.lng');
    expect(challenges.resolve).toHaveBeenCalledTimes(1);
    const [error] = challenges.resolve.mock.calls[0] as [HttpError];
    expect(error).toMatchObject({ kind: 'http', status: 400, codes: ['100'] });
    expect(sent.map((request) => request.headers['x-captcha-result'])).toEqual([undefined, 'solved']);
    expect(sent[1].headers['x-caller']).toBe('kept');
    expect(sent[1].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(delays).toEqual([]);
  });

  it("lets the resolver's headers replace the caller's (a fresh fingerprint for a stale one) and keeps earlier answers", async () => {
    await patchScenario(app, name, { faults: [challenge('fingerprint_invalid', 1), challenge('100', 1)] });
    const { http, sent } = client();
    const answers: Record<string, string>[] = [{ 'X-Fingerprint': 'fresh' }, { 'X-Captcha-Result': 'solved' }];
    http.setChallengeResolver({ resolve: async () => answers.shift() ?? null });
    await expect(http.request(GROUP_URL, { headers: { 'X-Fingerprint': 'stale' } })).resolves.toHaveProperty('data.lng');
    expect(sent.map((request) => [request.headers['x-fingerprint'], request.headers['x-captcha-result']])).toEqual([
      ['stale', undefined],
      ['fresh', undefined],
      ['fresh', 'solved'],
    ]);
  });

  it('throws the 400 when the resolver does not meet the challenge', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent } = client();
    http.setChallengeResolver(resolver(null));
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ kind: 'http', status: 400, codes: ['100'] });
    expect(sent).toHaveLength(1);
  });

  it('throws the 400 when the resolver fails', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent } = client();
    http.setChallengeResolver({ resolve: () => Promise.reject(new Error('challenge broke')) });
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ kind: 'http', status: 400, codes: ['100'] });
    expect(sent).toHaveLength(1);
  });

  it(`sends a call again after at most ${CHALLENGE_RETRY_LIMIT} met challenges, then throws the 400`, async () => {
    expect(CHALLENGE_RETRY_LIMIT).toBe(2);
    await patchScenario(app, name, { faults: [challenge('111')] });
    const { http, sent } = client();
    const challenges = resolver({ 'X-Captcha-Result': 'solved' });
    http.setChallengeResolver(challenges);
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ status: 400, codes: ['111'] });
    expect(challenges.resolve).toHaveBeenCalledTimes(CHALLENGE_RETRY_LIMIT);
    expect(sent).toHaveLength(CHALLENGE_RETRY_LIMIT + 1);
  });

  it('leaves a 400 to a call sent without challenges', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent } = client();
    const challenges = resolver({ 'X-Captcha-Result': 'solved' });
    http.setChallengeResolver(challenges);
    await expect(http.request(GROUP_URL, { withoutChallenge: true })).rejects.toMatchObject({ status: 400 });
    expect(challenges.resolve).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it('meets challenges of calls sent without a token too (sign-in calls)', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent } = client();
    http.setChallengeResolver(resolver({ 'X-Captcha-Result': 'solved' }));
    await expect(http.request(GROUP_URL, { withoutToken: true })).resolves.toHaveProperty('data.lng');
    expect(sent).toHaveLength(2);
  });

  it.each([401, 403, 422, 500])('does not ask the resolver about a %i', async (status) => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status, body: '{"errors":[{"code":"100"}]}' }] });
    const { http } = client();
    const challenges = resolver({ 'X-Captcha-Result': 'solved' });
    http.setChallengeResolver(challenges);
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ status });
    expect(challenges.resolve).not.toHaveBeenCalled();
  });

  it('throws the 400 without sending again when the call was cancelled while the challenge was shown', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 1)] });
    const { http, sent } = client();
    const controller = new AbortController();
    http.setChallengeResolver({
      resolve: async () => {
        controller.abort();
        return { 'X-Captcha-Result': 'solved' };
      },
    });
    await expect(http.request(GROUP_URL, { signal: controller.signal })).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(1);
  });

  it('throws a 400 at once when no resolver is installed, or after it is removed', async () => {
    await patchScenario(app, name, { faults: [challenge('100', 2)] });
    const { http, sent } = client();
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ status: 400 });
    http.setChallengeResolver(resolver({ 'X-Captcha-Result': 'solved' }));
    http.setChallengeResolver(null);
    await expect(http.request(GROUP_URL)).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(2);
  });
});

describe('error mapping', () => {
  it('gives kind cancelled and status 499 for an aborted request, without retrying', async () => {
    const { http, sent, delays } = client();
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(http.request(GROUP_URL, { signal: controller.signal, retry: { retries: 3, delayMs: 10 } }));
    expect(error.kind).toBe('cancelled');
    expect(error.status).toBe(CANCELLED_STATUS);
    expect(error.status).toBe(499);
    expect(sent).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('gives kind network and status 0 when the request never got an answer', async () => {
    const { http } = client({ failFirst: 1 });
    const error = await failureOf(http.request(GROUP_URL));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.url).toBe(GROUP_URL);
  });

  it('joins the detail fields of a JSON:API error body', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 400, body: '{"errors":[{"detail":"a"},{"detail":"b"}]}' }] });
    const error = await failureOf(client().http.request(GROUP_URL));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'a; b' });
  });

  it('skips error entries without a detail', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 422, body: '{"errors":[{"title":"x"},{"detail":"only this"}]}' }] });
    await expect(client().http.request(GROUP_URL)).rejects.toMatchObject({ status: 422, message: 'only this' });
  });

  it('names the URL and status when an error body has no details', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 502, body: 'Bad gateway' }] });
    const error = await failureOf(client().http.request(GROUP_URL));
    expect(error.kind).toBe('http');
    expect(error.message).toContain(GROUP_URL);
    expect(error.message).toContain('502');
  });

  it('offers as userMessage only the details of a refusal (4xx), never a URL, a status or a server error', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 400, body: '{"errors":[{"detail":"a"},{"detail":"b"}]}', times: 1 }] });
    expect((await failureOf(client().http.request(GROUP_URL))).userMessage).toBe('a; b');
    const serverErrors = [
      { status: 500, body: '{"errors":[{"detail":"NullPointerException at CouponDesk.place"}]}' },
      { status: 502, body: 'Bad gateway' },
      { status: 200, body: '<html>not json' },
      { status: 404, body: '' },
    ];
    for (const fault of serverErrors) {
      await patchScenario(app, name, { faults: [{ path: GROUP_PATH, ...fault }] });
      const error = await failureOf(client().http.request(GROUP_URL));
      expect(error.userMessage, fault.body).toBeUndefined();
      expect(error.message, fault.body).not.toBe('');
    }
    expect((await failureOf(client({ failFirst: 1 }).http.request(GROUP_URL))).userMessage).toBeUndefined();
  });

  it('gives kind invalid-reply for a 200 reply that is not JSON', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, body: '<html>not json' }] });
    const error = await failureOf(client().http.request(GROUP_URL, { retry: { retries: 2, delayMs: 10 } }));
    expect(error).toMatchObject({ kind: 'invalid-reply', status: 200 });
  });

  it('gives kind invalid-reply when validate rejects the reply', async () => {
    const error = await failureOf(
      client().http.request(GROUP_URL, {
        validate: () => {
          throw new Error('reply has the wrong shape');
        },
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-reply', message: 'reply has the wrong shape' });
  });

  it('returns what validate returns when it accepts the reply', async () => {
    const validate = vi.fn((data: unknown) => Object.keys((data as { data: object }).data));
    await expect(client().http.request(GROUP_URL, { validate })).resolves.toEqual(['lng']);
    expect(validate).toHaveBeenCalledTimes(1);
  });
});

describe('failure listeners', () => {
  it('hear a call that failed for good, once, with its reply, before the caller gets the same error', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 451, body: '{"exception_code":1}' }] });
    const { http } = client();
    const heard: HttpError[] = [];
    http.onFailure((error) => heard.push(error));
    const error = await failureOf(http.request(GROUP_URL, { retry: { retries: 2, delayMs: 10 } }));
    expect(heard).toEqual([error]);
    expect(heard[0]).toMatchObject({ kind: 'http', status: 451, body: { exception_code: 1 } });
  });

  it('a listener that throws is logged; the others still hear and the caller still gets the call\'s own error', async () => {
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 500 }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = client();
    const heard: HttpError[] = [];
    http.onFailure(() => {
      throw new Error('a broken plugin');
    });
    http.onFailure((error) => heard.push(error));
    const error = await failureOf(http.request(GROUP_URL));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(heard).toEqual([error]);
    expect(logged).toHaveBeenCalledWith('[host] an http failure listener failed', expect.objectContaining({ message: 'a broken plugin' }));
  });

  it('hear nothing of a call that succeeded after retries, nor anything once disposed', async () => {
    const { http } = client({ failFirst: 1 });
    const heard: HttpError[] = [];
    const stopListening = http.onFailure((error) => heard.push(error));
    await http.request(GROUP_URL, { retry: { retries: 1, delayMs: 10 } });
    stopListening();
    await patchScenario(app, name, { faults: [{ path: GROUP_PATH, status: 500 }] });
    await failureOf(http.request(GROUP_URL));
    expect(heard).toEqual([]);
  });
});
