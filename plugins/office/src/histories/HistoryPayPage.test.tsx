// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, requestWithdrawal, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';

const app = useOfficeTestBff();

describe('office/historypay', { timeout: 60_000 }, () => {
  it('lists the player\'s payments from the payments call, filtered by type and status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scenario = uniqueScenario('office-historypay');
    const session = await signIn(app);
    await requestWithdrawal(app, scenario, session.token);

    await renderHost(app, { path: '/en/office/historypay', plugins: ['account', 'office'], scenario, cookie: session.cookie });
    const table = await screen.findByRole('table', {}, LOADED);
    expect(within(table).getAllByText(en.payment_type_withdrawal).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByRole('combobox', { name: en.filter_status }), { target: { value: 'new' } });
    const filtered = await screen.findByRole('table', {}, LOADED);
    expect(within(filtered).getAllByText(en.payment_status_new).length).toBeGreaterThan(0);
    expect(within(filtered).queryAllByText(en.payment_status_paid)).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: en.filter_type }), { target: { value: 'deposit' } });
    expect(await screen.findByText(en.payments_empty, {}, LOADED)).toBeTruthy();
  });
});
