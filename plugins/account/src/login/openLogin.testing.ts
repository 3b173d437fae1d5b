import { fireEvent, screen } from '@testing-library/react';
import { browserFetch, uniqueScenario, type createTestBff } from '../../../../tests/support/bffFetch.ts';
import { renderHost, type HostUnderTest } from '../../../../tests/support/renderHost.tsx';

/**
 * The login page (or modal) in the real kernel against the BFF, with a fetch that keeps the session cookie the
 * way a browser does, and a record of what was sent.
 */
export async function openLogin(app: ReturnType<typeof createTestBff>, path = '/en/user/login') {
  const scenario = uniqueScenario('login');
  const host = await renderHost(app, { path, plugins: ['account'], scenario });
  const { fetch, sent } = browserFetch(app, scenario);
  globalThis.fetch = fetch;
  await screen.findAllByRole('tab');
  return { ...host, scenario, sent, calls: (url: string) => sent.filter((request) => request.url.split('?')[0] === url) };
}

export const userIdOf = (host: HostUnderTest['host']) => host.store.getState().session.userId;
export const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
export const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

export async function submitPassword(login: string, password: string) {
  type(screen.getByLabelText('E-mail or account ID'), login);
  type(screen.getByLabelText('Password'), password);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}
