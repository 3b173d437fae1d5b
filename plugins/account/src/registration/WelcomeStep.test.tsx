// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { browserFetch, createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { type } from '../login/openLogin.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

/** Signs a new player up on the registration page of the demo domain (office loaded for its deposit route). */
async function signUp(config?: unknown) {
  const scenario = uniqueScenario('welcome');
  const rendered = await renderHost(app, { path: '/en/registration', plugins: ['account', 'office'], scenario, config });
  // A browser's fetch from here on: the session cookie registration sets is sent with the calls after it.
  globalThis.fetch = browserFetch(app, scenario).fetch;
  const form = await screen.findByRole('main');
  type(within(form).getByLabelText('E-mail'), `player-${randomUUID()}@northbet.example`);
  type(within(form).getByLabelText(/^Password/), 'secret123');
  type(within(form).getByLabelText(/^Date of birth/), '1990-05-17');
  fireEvent.click(within(form).getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
  fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
  const welcome = await screen.findByRole('region', { name: en.welcome_title.replace('{{company}}', 'Northbet') });
  return { ...rendered, welcome };
}

describe('the welcome step after sign-up', { timeout: 30_000 }, () => {
  it('where identification is asked, names it and links the deposit with the identification flag', async () => {
    const { welcome } = await signUp();
    expect(welcome.textContent).toContain(en.welcome_identification);
    expect(within(welcome).getByRole('link', { name: en.welcome_identification_link }).getAttribute('href')).toBe('/en/office/identification');
    // Where the link leads (the deposit page, not the identification) is the e2e spec's (welcome.spec.ts).
    expect(within(welcome).getByRole('link', { name: en.welcome_deposit_link }).getAttribute('href')).toBe('/en/office/recharge?identification=true');
  });

  it('where identification is not asked, links the plain deposit; "continue" goes home', async () => {
    const { host, welcome } = await signUp({ features: { identification: false } });
    expect(welcome.textContent).not.toContain(en.welcome_identification);
    expect(within(welcome).getByRole('link', { name: en.welcome_deposit_link }).getAttribute('href')).toBe('/en/office/recharge');
    fireEvent.click(within(welcome).getByRole('button', { name: en.welcome_later }));
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/en/'));
  });
});
