// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { bffFetch, createTestBff, patchScenario } from '../../tests/support/bffFetch.ts';
import { THROWING_PLUGIN_SOURCE } from '../../bff/testControl.ts';
import { classifyByRefetch, sha384Integrity } from './moduleLoader.ts';

const app = createTestBff();
afterAll(() => app.close());
const url = '/bff-test/plugins/throwing/index.js';

describe('classifying a failed plugin load by fetching it again', () => {
  it('computes SRI hashes the way browsers do', async () => {
    expect(await sha384Integrity(new TextEncoder().encode('alert(1)').buffer as ArrayBuffer)).toBe(
      'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW',
    );
  });

  it('bytes that match their hash but failed: evaluation', async () => {
    const integrity = await sha384Integrity(new TextEncoder().encode(THROWING_PLUGIN_SOURCE).buffer as ArrayBuffer);
    expect(await classifyByRefetch({ url, integrity }, bffFetch(app, 'classify-1'))).toEqual({ type: 'evaluation' });
  });

  it('bytes that do not match: integrity', async () => {
    expect(await classifyByRefetch({ url, integrity: `sha384-${'B'.repeat(64)}` }, bffFetch(app, 'classify-2'))).toEqual({ type: 'integrity' });
  });

  it('an error status: http with the status', async () => {
    const pluginUrl = '/plugins/info/9.9.9/index.js';
    await patchScenario(app, 'classify-3', { faults: [{ path: pluginUrl, status: 500 }] });
    expect(await classifyByRefetch({ url: pluginUrl, integrity: `sha384-${'B'.repeat(64)}` }, bffFetch(app, 'classify-3'))).toEqual({ type: 'http', status: 500 });
  });

  it('no answer: network', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await classifyByRefetch({ url, integrity: `sha384-${'B'.repeat(64)}` }, offline)).toEqual({ type: 'network' });
  });
});
