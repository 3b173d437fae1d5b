// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { definePlugin, useOptionalService, type HostState } from '@host/sdk';
import { limitsService } from '../contract/index.ts';
import { useSelector } from 'react-redux';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { signIn } from '../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { LIMITS_CHANNEL } from './limitsSaga.ts';
import { selectUpcomingExclusion } from './limitsSelectors.ts';
import { SECONDS_PER_DAY } from './limitsConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LOAD_MS = 15_000;
const DEMO_USER = '100001';

/** A stand-in for a gambling plugin: it shows what the limits service says of the sports and casino areas. */
function AreaProbe() {
  const limits = useOptionalService(limitsService);
  const text = useSelector((state: HostState) =>
    ['sports', 'casino'].map((area) => `${area}:${limits?.isAreaOpen(state, area) ? 'open' : `closed(${limits?.closedReason(state, area)})`}`).join(' '),
  );
  return <output data-testid="areas">{text}</output>;
}
/** A stand-in for the office's deposit form: what the limits service says of deposits now. */
function DepositProbe() {
  const limits = useOptionalService(limitsService);
  const text = useSelector((state: HostState) => `may:${limits?.mayDeposit(state)} remaining:${limits?.remainingDeposit(state)} reason:${limits?.depositClosedReason(state)}`);
  return <output data-testid="deposits">{text}</output>;
}
const probe = { plugin: definePlugin({ id: 'area-probe', optionalRequires: [limitsService], slots: { 'layout.floating': AreaProbe } }), activation: 'boot' as const };
const depositProbe = { plugin: definePlugin({ id: 'deposit-probe', optionalRequires: [limitsService], slots: { 'layout.floating': DepositProbe } }), activation: 'boot' as const };

/** The demo player signed in, with the limits the scenario gives them, and what a gambling plugin is told of its areas. */
async function signedInWith(limits: unknown[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('limits-service');
  await patchScenario(app, scenario, { limits: { userId: DEMO_USER, limits } });
  const session = await signIn(app);
  const { host } = await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario, cookie: session.cookie, testPlugins: [probe, depositProbe] });
  await waitFor(() => expect((host.store.getState() as HostState & { limits?: { limits: unknown } }).limits?.limits).not.toBeNull(), { timeout: LOAD_MS });
  const areas = () => screen.getByTestId('areas').textContent;
  const deposits = () => screen.getByTestId('deposits').textContent;
  const upcoming = () => selectUpcomingExclusion(host.store.getState()) !== null;
  return { scenario, session, areas, deposits, upcoming };
}

const OPEN = 'sports:open casino:open';
const closedBy = (reason: string) => `sports:closed(${reason}) casino:closed(${reason})`;

describe('the limits service', { timeout: 40_000 }, () => {
  it('keeps every area open for a player without a self-exclusion or time-out', async () => {
    const page = await signedInWith([{ limitType: 20, limitValue: 5000 }, { limitType: 33, limitValue: 1, limitState: 'INACTIVE', lastsFor: SECONDS_PER_DAY }]);
    expect(page.areas()).toBe(OPEN);
  });

  it('closes sports and casino with the reason of a running time-out', async () => {
    const page = await signedInWith([{ limitType: 33, limitValue: 1, startsIn: -60, lastsFor: SECONDS_PER_DAY }]);
    expect(page.areas()).toBe(closedBy('limits:time_out_active'));
  });

  it('closes every area within a second of a self-exclusion reaching its start, with the page left open', async () => {
    const page = await signedInWith([]);
    // Set now, starting in 2 s: the page learns of it as from another tab, then must notice the start by itself.
    await patchScenario(app, page.scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 30, limitValue: 7, startsIn: 2, lastsFor: 7 * SECONDS_PER_DAY }] } });
    const startsAt = Date.now() + 2_000;
    const otherTab = new BroadcastChannel(LIMITS_CHANNEL);
    otherTab.postMessage('changed');
    otherTab.close();
    await waitFor(() => expect(page.upcoming()).toBe(true), { timeout: 2_000, interval: 20 });
    expect(page.areas()).toBe(OPEN);
    await waitFor(() => expect(page.areas()).toBe(closedBy('limits:self_exclusion_active')), { timeout: 5_000, interval: 50 });
    expect(Date.now() - startsAt).toBeLessThan(1_500);
  });

  it('closes the areas when another tab self-excludes the player, without a reload', async () => {
    const page = await signedInWith([]);
    const blocked = await app.inject({
      method: 'POST',
      url: '/limit-service-api/limit/external/web/api/v1/BlockUser',
      headers: { host: 'localhost', cookie: `bff_scenario=${page.scenario}`, authorization: `Bearer ${page.session.token}`, 'content-type': 'application/json' },
      payload: { days: 1 },
    });
    expect(blocked.json()).toEqual({ success: true });
    expect(page.areas()).toBe(OPEN);
    const otherTab = new BroadcastChannel(LIMITS_CHANNEL);
    otherTab.postMessage('changed');
    otherTab.close();
    await waitFor(() => expect(page.areas()).toBe(closedBy('limits:self_exclusion_active')), { timeout: 5_000 });
  });

  it('tells what the deposit limits leave: the smallest active balance, no cap without one, closed when used up', async () => {
    const capped = await signedInWith([{ limitType: 20, limitValue: 5000, limitBalance: 3000 }, { limitType: 21, limitValue: 8000 }, { limitType: 22, limitValue: 999_999_999 }]);
    expect(capped.deposits()).toBe('may:true remaining:3000 reason:null');
    cleanup();
    const uncapped = await signedInWith([{ limitType: 20, limitValue: 999_999_999 }]);
    expect(uncapped.deposits()).toBe('may:true remaining:null reason:null');
    cleanup();
    const usedUp = await signedInWith([{ limitType: 21, limitValue: 5000, limitBalance: 0 }]);
    expect(usedUp.deposits()).toBe('may:false remaining:0 reason:limits:deposit_limit_reached');
  });

  it('closes deposits during a time-out, with its reason', async () => {
    const page = await signedInWith([{ limitType: 33, limitValue: 1, startsIn: -60, lastsFor: SECONDS_PER_DAY }]);
    expect(page.deposits()).toBe('may:false remaining:null reason:limits:time_out_active');
  });
});
