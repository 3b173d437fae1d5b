// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { REDIRECT_LIGHT_URL } from './useRedirectLight.ts';

/** The status pages' module, the info plugin's code and the service's answer: seconds on a busy machine. */
const LOADED = { timeout: 15_000 };

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The redirect-light calls the page makes, with their bodies, seen at the network edge. */
function redirectCalls(): string[] {
  const calls: string[] = [];
  const send = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith(REDIRECT_LIGHT_URL)) calls.push(String(init?.body));
    return send(input, init);
  });
  return calls;
}

describe('the 404 page asks the redirect-light service first', () => {
  it('goes where an old address moved, inside the app, keeping the query', async () => {
    const { host } = await renderHost(app, { path: '/en/', plugins: ['info'], scenario: uniqueScenario('not-found') });
    const calls = redirectCalls();
    await host.router.navigate('/en/about-us?ref=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Northbet' }, LOADED)).toBeTruthy();
    expect(host.router.state.location).toMatchObject({ pathname: '/en/information/about', search: '?ref=7' });
    expect(calls).toEqual([JSON.stringify({ url: '/en/about-us?ref=7' })]);
  });

  it('shows the 404 page for an address that did not move', async () => {
    await renderHost(app, { path: '/en/no-such-page', plugins: ['info'], scenario: uniqueScenario('not-found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, LOADED)).toBeTruthy();
  });

  const leadingHere = { redirect: true, code: 301, url: '/en/old-offer', reasons: [], breadcrumbs: [] };
  it.each([
    ['a target that is not a web address (refused)', { redirects: [{ from: '/old-offer', to: 'javascript:alert(1)' }] }],
    ["another site's address (only the site's own are followed in the app)", { redirects: [{ from: '/old-offer', to: 'https://partner.example/offer' }] }],
    ['an answer that leads back to the address itself (the cyclic rule)', { faults: [{ path: REDIRECT_LIGHT_URL, status: 200, body: JSON.stringify(leadingHere) }] }],
  ])('shows the 404 page, not %s, and logs why', async (_, patch) => {
    const scenario = uniqueScenario('not-found');
    await patchScenario(app, scenario, patch);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = await renderHost(app, { path: '/en/', plugins: ['info'], scenario });
    await host.router.navigate('/en/old-offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, LOADED)).toBeTruthy();
    expect(host.router.state.location.pathname).toBe('/en/old-offer');
    await waitFor(() => expect(warned.mock.calls.some(([message]) => String(message).startsWith('[redirect-light]'))).toBe(true), LOADED);
  });

  it('shows the 404 page when the service cannot be had', async () => {
    const scenario = uniqueScenario('not-found');
    await patchScenario(app, scenario, { faults: [{ path: REDIRECT_LIGHT_URL, status: 404 }] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderHost(app, { path: '/en/about-us', plugins: ['info'], scenario });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }, LOADED)).toBeTruthy();
  });
});
