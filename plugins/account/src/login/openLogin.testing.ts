import { fireEvent, screen } from '@testing-library/react';
import { bffFetch, uniqueScenario, type createTestBff } from '../../../../tests/support/bffFetch.ts';
import { renderHost, type HostUnderTest } from '../../../../tests/support/renderHost.tsx';

export interface Sent {
  url: string;
  body: Record<string, unknown> | undefined;
  headers: Headers;
  status: number;
}

/**
 * The login page (or modal) in the real kernel against the BFF, with a fetch that keeps the session cookie the
 * way a browser does, and a record of what was sent.
 */
export async function openLogin(app: ReturnType<typeof createTestBff>, path = '/en/user/login') {
  const scenario = uniqueScenario('login');
  const sent: Sent[] = [];
  const host = await renderHost(app, { path, plugins: ['account'], scenario });
  const toBff = bffFetch(app, scenario);
  let session = '';
  globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', `bff_scenario=${scenario}${session ? `; bff_session=${session}` : ''}`);
    const response = await toBff(input, { ...init, headers });
    const cookie = /bff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie) session = cookie[1];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ url: String(input), body, headers, status: response.status });
    return response;
  };
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
