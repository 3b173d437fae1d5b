import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { createHttpClient } from '../http/httpClient.ts';
import { BLOCK_URL, blockReasonOf, fetchBlockReason } from './blockReason.ts';
import { BLOCK_RETRIES, BLOCK_RETRY_DELAY_MS } from './bootConstants.ts';

describe('blockReasonOf', () => {
  it.each([
    ['displayTypeId 1 gives the template', { displayTypeId: 1, templateTypeId: 16 }, {}, 16],
    ['displayTypeId 1 with template 4', { displayTypeId: 1, templateTypeId: 4 }, {}, 4],
    ['displayTypeId 0 gives no block', { displayTypeId: 0, templateTypeId: 16 }, {}, null],
    ['displayTypeId 2 gives no block', { displayTypeId: 2, templateTypeId: 16 }, {}, null],
    ['template 1 with geo_off=1 gives no block', { displayTypeId: 1, templateTypeId: 1 }, { geo_off: '1' }, null],
    ['template 1 without the cookie gives 1', { displayTypeId: 1, templateTypeId: 1 }, {}, 1],
    ['template 1 with geo_off=0 gives 1', { displayTypeId: 1, templateTypeId: 1 }, { geo_off: '0' }, 1],
    ['geo_off=1 lifts template 1 only', { displayTypeId: 1, templateTypeId: 13 }, { geo_off: '1' }, 13],
  ])('%s', (_, response, cookies, expected) => {
    expect(blockReasonOf(response, cookies)).toBe(expected);
  });
});

describe('fetchBlockReason', () => {
  const app = createTestBff();
  afterAll(() => app.close());
  let name = '';

  beforeEach(() => {
    name = uniqueScenario('block');
  });

  function client() {
    const sent: RequestInit[] = [];
    const delays: number[] = [];
    const inner = bffFetch(app, name);
    const http = createHttpClient(
      (input, init = {}) => {
        sent.push(init);
        return inner(input, init);
      },
      async (ms) => void delays.push(ms),
    );
    return { http, sent, delays };
  }

  it('gives the block reason the block service answers', async () => {
    await patchScenario(app, name, { blockReason: 16 });
    await expect(fetchBlockReason(client().http, '/en/', false, {}, vi.fn())).resolves.toBe(16);
  });

  it('gives null when the service applies no block', async () => {
    await patchScenario(app, name, { blockReason: null });
    await expect(fetchBlockReason(client().http, '/en/', false, {}, vi.fn())).resolves.toBeNull();
  });

  it('applies the geo-off cookie to template 1', async () => {
    await patchScenario(app, name, { blockReason: 1 });
    await expect(fetchBlockReason(client().http, '/en/', false, { geo_off: '1' }, vi.fn())).resolves.toBeNull();
    await expect(fetchBlockReason(client().http, '/en/', false, {}, vi.fn())).resolves.toBe(1);
  });

  it('posts auth and url to the block service', async () => {
    const { http, sent } = client();
    await fetchBlockReason(http, '/ru/information/about', true, {}, vi.fn());
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(JSON.parse(String(sent[0].body))).toEqual({ auth: true, url: '/ru/information/about' });
  });

  it('posts the address without its fragment, where a one-time link carries its token', async () => {
    const { http, sent } = client();
    await fetchBlockReason(http, 'http://localhost/en/user/passwordreset?x=1#token=secret', false, {}, vi.fn());
    expect(JSON.parse(String(sent[0].body)).url).toBe('http://localhost/en/user/passwordreset?x=1');
  });

  it(`retries a failing service ${BLOCK_RETRIES} times, ${BLOCK_RETRY_DELAY_MS} ms apart, then gives null and logs`, async () => {
    await patchScenario(app, name, { blockReason: 16, faults: [{ path: BLOCK_URL, status: 500 }] });
    const { http, sent, delays } = client();
    const log = vi.fn();
    await expect(fetchBlockReason(http, '/en/', false, {}, log)).resolves.toBeNull();
    expect(sent).toHaveLength(1 + 2);
    expect(delays).toEqual([100, 100]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 500 }));
  });

  it('recovers when the service answers within the retries', async () => {
    await patchScenario(app, name, { blockReason: 16, faults: [{ path: BLOCK_URL, status: 503, times: BLOCK_RETRIES }] });
    const { http, sent } = client();
    const log = vi.fn();
    await expect(fetchBlockReason(http, '/en/', false, {}, log)).resolves.toBe(16);
    expect(sent).toHaveLength(3);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives null and logs a reply that breaks the schema', async () => {
    await patchScenario(app, name, { faults: [{ path: BLOCK_URL, body: '{"displayTypeId":"1","templateTypeId":16}' }] });
    const log = vi.fn();
    await expect(fetchBlockReason(client().http, '/en/', false, {}, log)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ kind: 'invalid-reply' }));
  });
});
