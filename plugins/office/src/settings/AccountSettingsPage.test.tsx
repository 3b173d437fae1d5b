// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';
import { kernelEn } from '../../../../tests/support/kernelTestKit.ts';

const app = useOfficeTestBff();

/** The demo player on office/account-settings in a scenario of their own. */
async function openSettings(patch?: Record<string, unknown>) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('office-settings');
  if (patch) await patchScenario(app, scenario, patch);
  const session = await signIn(app);
  await renderHost(app, { path: '/en/office/account-settings', plugins: ['account', 'office'], scenario, cookie: session.cookie });
  const oneClick = (await screen.findByRole('switch', { name: en.setting_oneClickBet }, LOADED)) as HTMLInputElement;
  const serverValue = async (id: string) => {
    const reply = await app.inject({ url: '/office-api/v1/settings', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${session.token}` } });
    return [...reply.json().commonSettings, ...reply.json().otherSettings].find((setting: { id: string }) => setting.id === id)?.value;
  };
  return { scenario, oneClick, serverValue };
}

describe('office/account-settings', { timeout: 60_000 }, () => {
  it('offers only the currencies the player has no account in yet', async () => {
    await openSettings();
    // The demo player has accounts in RUB and USD; EUR is the one left of the three on offer.
    expect(await screen.findByText(en.settings_currencies.replace('{{currencies}}', 'EUR'), {}, LOADED)).toBeTruthy();
  });

  it('saves a switched setting on its own, shown at once', async () => {
    const { oneClick, serverValue } = await openSettings();
    expect(oneClick.checked).toBe(false);
    fireEvent.click(oneClick);
    expect(oneClick.checked).toBe(true);
    await waitFor(async () => expect(await serverValue('oneClickBet')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rolls a setting back when its call fails, with the error catalogue\'s generic message', async () => {
    const { scenario, oneClick, serverValue } = await openSettings();
    await patchScenario(app, scenario, { faults: [{ path: '/office-api/v1/settings', status: 500, times: 1 }] });
    fireEvent.click(oneClick);
    expect(oneClick.checked).toBe(true);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(kernelEn.main_query_error);
    expect(oneClick.checked).toBe(false);
    expect(await serverValue('oneClickBet')).toBe(false);
  });

  it('shows the server\'s refusal worded by the plugin, and rolls a choice back', async () => {
    await openSettings({ office: { lockedSettings: ['oddsFormat'] } });
    const format = screen.getByRole('combobox', { name: en.setting_oddsFormat }) as HTMLSelectElement;
    fireEvent.change(format, { target: { value: 'american' } });
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(en.error_setting_locked);
    expect(format.value).toBe('decimal');
  });
});
