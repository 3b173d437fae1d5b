// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HostState } from '@host/sdk';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';

const app = useOfficeTestBff();

/** The user config the account plugin keeps for the signed-in player (its slice of the host state). */
const userConfigOf = (state: HostState) => (state as HostState & { account: { userConfig: { data: { phone_number?: string; activation_type?: number; protection_methods?: { enable_phone_binding?: boolean } } | null } } }).account.userConfig.data;
/** Second document 4: adding a phone turns activation type 0 (none) into 3 (phone) and 1 (e-mail) into 2 (both). */
const AFTER_PHONE: Record<number, number> = { 0: 3, 1: 2, 2: 2, 3: 3 };

describe('office/phone-binding, then phone-activate', { timeout: 60_000 }, () => {
  it("tells the account plugin of the confirmed phone: the player's user config counts it at once, on the page and on the server", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = await signIn(app);
    const scenario = uniqueScenario('office-phone');
    const { host } = await renderHost(app, { path: '/en/office/phone-binding', plugins: ['account', 'office'], scenario, cookie: session.cookie });
    await waitFor(() => expect(userConfigOf(host.store.getState())).not.toBeNull(), LOADED);
    const before = userConfigOf(host.store.getState())!.activation_type ?? 0;

    fireEvent.change(await screen.findByLabelText(en.field_phone, {}, LOADED), { target: { value: '+44 7700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: en.send_code }));
    fireEvent.change(await screen.findByLabelText(en.sms_code, {}, LOADED), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: en.confirm }));

    await waitFor(() => expect(userConfigOf(host.store.getState())?.phone_number).toBe('+447700900123'), LOADED);
    const counted = { phone_number: '+447700900123', activation_type: AFTER_PHONE[before], protection_methods: { enable_phone_binding: true } };
    expect(userConfigOf(host.store.getState())).toMatchObject(counted);
    // The server keeps it too: the next page's load of the user config (there is no copy in the browser) has it.
    const stored = await app.inject({ url: '/web-api/user/config', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}; ${session.cookie}`, authorization: `Bearer ${session.token}` } });
    expect(stored.json().result).toMatchObject(counted);
  });
});
