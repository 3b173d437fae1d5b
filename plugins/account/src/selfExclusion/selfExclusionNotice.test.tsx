// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { type } from '../login/openLogin.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SPELPAUS = { name: 'Spelpaus', url: 'https://www.spelpaus.se' };
const listedText = en.self_exclusion_listed.replace('{{register}}', 'Spelpaus');

/** The page of `path` on a scenario of the demo domain run under the Swedish profile, with `selfExclusion` set. */
async function underSpelpaus(path: string, selfExclusion: object) {
  const scenario = uniqueScenario('self-exclusion');
  await patchScenario(app, scenario, { jurisdiction: 'se', selfExclusion });
  return renderHost(app, { path, plugins: ['account'], scenario });
}

async function register(email: string) {
  const form = await screen.findByRole('main');
  type(within(form).getByLabelText('E-mail'), email);
  type(within(form).getByLabelText(/^Password/), 'secret123');
  type(within(form).getByLabelText(/^Date of birth/), '1990-05-17');
  fireEvent.click(within(form).getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
  fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
  return form;
}

describe('a national self-exclusion register on the pages', { timeout: 30_000 }, () => {
  it('the login form says why a listed player is refused, naming and linking the register', async () => {
    const { host } = await underSpelpaus('/en/user/login', { add: { register: 'Spelpaus', email: 'demo@northbet.example' } });
    await screen.findAllByRole('tab');
    type(screen.getByLabelText('E-mail or account ID'), 'demo@northbet.example');
    type(screen.getByLabelText('Password'), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(listedText);
    expect(within(alert).getByRole('link', { name: 'Read about Spelpaus' }).getAttribute('href')).toBe(SPELPAUS.url);
    expect(host.store.getState().session.userId).toBeNull();
  });

  it('the registration form says the same for a listed person, and nobody is signed in', async () => {
    const { host } = await underSpelpaus('/en/registration', {});
    const form = await register('spelpaus@northbet.example');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(listedText);
    expect(within(alert).getByRole('link', { name: 'Read about Spelpaus' }).getAttribute('href')).toBe(SPELPAUS.url);
    expect(host.store.getState().session.userId).toBeNull();
  });

  it('where the register cannot be read, says that nobody can register now (no link to an entry)', async () => {
    await underSpelpaus('/en/registration', { fileText: '{"entries": [' });
    const form = await register(`player-${randomUUID()}@northbet.example`);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent?.trim()).toBe(en.self_exclusion_unavailable.replace('{{register}}', 'Spelpaus'));
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
