// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createEvent, createReducer, definePlugin, defineSlice, on, payload, provide } from '@host/sdk';
import { limitsService } from '../../../limits/contract/index.ts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { SPORTS_AREA } from './useSportsClosedReason.ts';
import { LINE_LOAD_MS, slipWithFirstPrice } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});


/** A stand-in for the limits plugin: it closes the sports area when told to. */
function stubLimits() {
  const areaChanged = createEvent('limitsStub/areaChanged', payload<{ open: boolean }>());
  const slice = defineSlice('limits-stub', { open: true as boolean }, createReducer({ open: true as boolean }, [on(areaChanged, (_state, { open }) => ({ open }))]));
  const plugin = definePlugin({
    id: 'limits-stub',
    slice,
    provides: [
      provide(limitsService, () => ({
        isAreaOpen: (state, area) => area !== SPORTS_AREA || slice.select(state).open,
        closedReason: (state, area) => (area === SPORTS_AREA && !slice.select(state).open ? 'limits:self_exclusion_active' : null),
        mayDeposit: () => true,
        remainingDeposit: () => null,
        depositClosedReason: () => null,
        refresh: () => undefined,
      })),
    ],
  });
  return { testPlugin: { plugin, activation: 'boot' as const }, close: () => areaChanged({ open: false }) };
}

describe('the slip behind the limits service', { timeout: 60_000 }, () => {
  it('refuses to place and says why the moment the limits service closes sports betting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limits = stubLimits();
    const scenario = uniqueScenario('slip-restricted');
    await patchScenario(app, scenario, { sports: { frozen: true } });
    const { cookie } = await signIn(app);
    const { host } = await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario, cookie, testPlugins: [limits.testPlugin] });
    await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
    const slip = await slipWithFirstPrice();
    const place = () => within(slip).getByRole('button', { name: 'Place bet' });
    await waitFor(() => expect(place().hasAttribute('disabled')).toBe(false), { timeout: LINE_LOAD_MS });
    expect(within(slip).queryByTestId('coupon-restricted')).toBeNull();
    expect(within(slip).getByRole('spinbutton', { name: en.amount }).hasAttribute('disabled')).toBe(false);

    act(() => void host.store.dispatch(limits.close()));

    expect((await within(slip).findByTestId('coupon-restricted')).textContent).toContain(en.cannot_place_restricted);
    expect(place().hasAttribute('disabled')).toBe(true);
    // Nor is a stake offered: the field, its − and +, and the quick stakes are all shut.
    const stakeControls = [within(slip).getByRole('spinbutton', { name: en.amount }), within(slip).getByRole('button', { name: en.amount_increase }), ...within(within(slip).getByRole('group', { name: en.quick_stakes })).getAllByRole('button')];
    expect(stakeControls.map((control) => control.hasAttribute('disabled'))).toEqual(stakeControls.map(() => true));

    // Nor does a tap on another price add it: a notification says why. The selection already there can be taken out.
    const [selected, other] = [...document.querySelectorAll<HTMLButtonElement>('button.odds:not([disabled])')].sort((a) => (a.getAttribute('aria-pressed') === 'true' ? -1 : 1));
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(other);
    await waitFor(() => expect(document.querySelector('.notification--error')?.textContent).toContain(en.cannot_place_restricted));
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(within(slip).getAllByTestId('coupon-bet-coef')).toHaveLength(1);
    fireEvent.click(selected);
    await waitFor(() => expect(selected.getAttribute('aria-pressed')).toBe('false'), { timeout: LINE_LOAD_MS });
  });
});
