// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseCookies } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the cookie notice with choices', { timeout: 20_000 }, () => {
  it('stores a choice per kind, and the footer link opens the stored choices again to change them', async () => {
    await renderHost(app, { path: '/en/', plugins: ['info'], scenario: uniqueScenario('cookie-choices') });
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Choose' }));
    expect((within(notice).getByRole('checkbox', { name: 'Necessary' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(notice).getByRole('checkbox', { name: /^Marketing/ }));
    fireEvent.click(within(notice).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
    expect(parseCookies(document.cookie)).toMatchObject({ cookies_agree: '1', cookies_consent: 'marketing' });

    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await screen.findByRole('region', { name: 'Cookie notice' });
    expect((within(again).getByRole('checkbox', { name: /^Marketing/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByRole('checkbox', { name: /^Functional/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(again).getByRole('checkbox', { name: /^Marketing/ }));
    fireEvent.click(within(again).getByRole('checkbox', { name: /^Functional/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(parseCookies(document.cookie).cookies_consent).toBe('functional'));
  });

  it('accepts everything or necessary cookies only in one click', async () => {
    await renderHost(app, { path: '/en/', plugins: ['info'], scenario: uniqueScenario('cookie-necessary') });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Cookie notice' })).getByRole('button', { name: 'Necessary only' }));
    await waitFor(() => expect(parseCookies(document.cookie).cookies_agree).toBe('1'));
    expect(parseCookies(document.cookie).cookies_consent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Cookie notice' })).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
  });
});
