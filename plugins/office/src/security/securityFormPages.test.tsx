// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';

const app = useOfficeTestBff();

/** The demo player on an office page, in a scenario of their own. */
async function open(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = await signIn(app);
  await renderHost(app, { path, plugins: ['account', 'office'], scenario: uniqueScenario('office-security-form'), cookie: session.cookie });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the office forms that change the player\'s credentials', { timeout: 60_000 }, () => {
  it('office/change-password words a refusal, then confirms the change and empties the fields', async () => {
    await open('/en/office/change-password');
    const current = (await screen.findByLabelText(en.password_current, {}, LOADED)) as HTMLInputElement;
    const newLabel = en.password_new.replace('{{count}}', '8');
    type(en.password_current, 'not-the-password');
    type(newLabel, 'another-password');
    type(en.password_repeat, 'another-password');
    fireEvent.click(screen.getByRole('button', { name: en.page_changePassword }));
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(en.error_password_wrong);
    expect(current.value).toBe('not-the-password');

    type(en.password_current, 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: en.page_changePassword }));
    expect((await screen.findByRole('status', {}, LOADED)).textContent).toBe(en.password_changed);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(current.value).toBe('');
  });

  it('office/change-login words a taken login, then shows the new one', async () => {
    await open('/en/office/change-login');
    await screen.findByLabelText(en.login_new, {}, LOADED);
    type(en.login_new, 'admin');
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(en.error_login_taken);

    type(en.login_new, 'new.login');
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect((await screen.findByRole('status', {}, LOADED)).textContent).toBe(en.login_changed);
    expect(screen.getByText(en.login_current.replace('{{login}}', 'new.login'))).toBeTruthy();
  });
});
