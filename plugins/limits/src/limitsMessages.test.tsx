// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import type { HostState } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { signIn } from '../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { LIMITS_API } from './api/limitsApi.ts';
import { limitActionRequested, limitsSaveRequested } from './limitsSlice.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DEMO_USER = '100001';
const LOAD_MS = 15_000;

/**
 * The demo player signed in on the limits plugin, their limits loaded; then the scenario's faults (so that the load's
 * own call to the same address is not the one that meets them). The notifications shown.
 */
async function signedInWithFaults(faults: unknown[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('limits-messages');
  await patchScenario(app, scenario, { limits: { userId: DEMO_USER, limits: [] } });
  const session = await signIn(app);
  const { host } = await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario, cookie: session.cookie });
  await waitFor(() => expect((host.store.getState() as HostState & { limits?: { limits: unknown } }).limits?.limits).not.toBeNull(), { timeout: LOAD_MS });
  await patchScenario(app, scenario, { faults });
  const shown = () => host.store.getState().notifications.map(({ kind, messageKey, text }) => ({ kind, messageKey, ...(text && { text }) }));
  return { host, shown };
}

const SAVE = { path: `${LIMITS_API}/limits`, times: 1 };

describe('what the limits page tells after a call (error catalogue, the server title first)', { timeout: 40_000 }, () => {
  it("shows the server's title of a refused save, in its words", async () => {
    const { host, shown } = await signedInWithFaults([{ ...SAVE, status: 400, body: JSON.stringify({ success: false, status: 400, title: 'Your operator caps this limit at 1,000.' }) }]);
    host.store.dispatch(limitsSaveRequested({ limits: [{ limitType: 20, limitValue: 5000 }] }));
    await waitFor(() => expect(shown()).toContainEqual({ kind: 'error', messageKey: 'limits:save_error_invalid', text: 'Your operator caps this limit at 1,000.' }), { timeout: LOAD_MS });
  });

  it("shows the plugin's words for the status when the refusal has no title", async () => {
    const { host, shown } = await signedInWithFaults([{ ...SAVE, status: 400, body: JSON.stringify({ success: false, status: 400 }) }]);
    host.store.dispatch(limitsSaveRequested({ limits: [{ limitType: 20, limitValue: 5000 }] }));
    await waitFor(() => expect(shown()).toContainEqual({ kind: 'error', messageKey: 'limits:save_error_invalid' }), { timeout: LOAD_MS });
  });

  it('shows the generic main_query_error when no reply came', async () => {
    const { host, shown } = await signedInWithFaults([]);
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).endsWith(`${LIMITS_API}/limits`) && init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : send(input, init),
    );
    host.store.dispatch(limitsSaveRequested({ limits: [{ limitType: 20, limitValue: 5000 }] }));
    await waitFor(() => expect(shown()).toContainEqual({ kind: 'error', messageKey: 'main_query_error' }), { timeout: LOAD_MS });
  });

  it("shows the server's title of an action's success and failure (a refusal, or success false), the plugin's words without one", async () => {
    const action = `${LIMITS_API}/limitaction`;
    const { host, shown } = await signedInWithFaults([
      { path: action, times: 1, status: 200, body: JSON.stringify({ success: true, title: 'Confirmed by your operator.' }) },
      { path: action, times: 1, status: 409, body: JSON.stringify({ success: false, status: 409, title: 'Not before Friday.' }) },
      { path: action, times: 1, status: 200, body: JSON.stringify({ success: true }) },
      { path: action, times: 1, status: 200, body: JSON.stringify({ success: false, title: 'Your operator keeps this limit for now.' }) },
    ]);
    for (let call = 0; call < 4; call += 1) {
      host.store.dispatch(limitActionRequested({ limitType: 20, action: 'confirm' }));
      await waitFor(() => expect(shown()).toHaveLength(call + 1), { timeout: LOAD_MS });
    }
    expect(shown()).toEqual([
      { kind: 'success', messageKey: 'limits:action_confirmed', text: 'Confirmed by your operator.' },
      { kind: 'error', messageKey: 'limits:action_confirm_error', text: 'Not before Friday.' },
      { kind: 'success', messageKey: 'limits:action_confirmed' },
      // A reply that says it did not succeed is a failure, whatever its HTTP status.
      { kind: 'error', messageKey: 'limits:action_confirm_error', text: 'Your operator keeps this limit for now.' },
    ]);
  });
});
