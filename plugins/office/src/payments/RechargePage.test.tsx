// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import ru from '../../i18n/ru.json';

const app = useOfficeTestBff();

describe('office/recharge in Russian', { timeout: 60_000 }, () => {
  it('offers the accounts as a group of cards named in the page language, and the methods of the chosen one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = await signIn(app);
    await renderHost(app, { path: '/ru/office/recharge', plugins: ['account', 'office'], scenario: uniqueScenario('office-recharge'), cookie: session.cookie });
    const accounts = await screen.findByRole('group', { name: ru.pay_account }, LOADED);
    const main = screen.getByRole('radio', { name: new RegExp(`^${ru.pay_account_type_0}`) }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(accounts.textContent).not.toMatch(/Main account|Currency account/);
    // A rouble account's methods name the bank scheme in Russian.
    expect(await screen.findByText(ru.pay_method_sbp, {}, LOADED)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${ru.pay_account_type_9}`) }));
    await waitFor(() => expect(screen.queryByText(ru.pay_method_sbp)).toBeNull(), LOADED);
    expect((screen.getByRole('radio', { name: new RegExp(`^${ru.pay_account_type_9}`) }) as HTMLInputElement).checked).toBe(true);
  });
});
