// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { isSafeImageSource } from './ViewImageModal.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());
const scenario = () => uniqueScenario('info');

describe('info plugin in the real kernel', () => {
  it('renders an information page as a remote view, in English and Russian', async () => {
    const view = await renderHost(app, { path: '/en/information/about', plugins: ['info'], scenario: scenario() });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Northbet' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About Northbet'));
    expect(document.querySelector('.remote-view__body script')).toBeNull();
    view.unmount();
    await renderHost(app, { path: '/ru/information/about', plugins: ['info'], scenario: scenario() });
    expect(await screen.findByRole('heading', { level: 1, name: 'О компании Northbet' })).toBeTruthy();
  });

  it('tells a visitor who connects through a VPN or proxy what to do, at internal-vpn (first document 2.9)', async () => {
    await renderHost(app, { path: '/en/internal-vpn', plugins: ['info'], scenario: scenario() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection through a VPN or proxy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toMatch(/\/information\/contacts$/);
  });

  it('shows the rules tags and switches group by sub-path', async () => {
    const { host } = await renderHost(app, { path: '/en/information/rules', plugins: ['info'], scenario: scenario() });
    const tags = await screen.findAllByRole('link', { name: /General|Sports|Casino|Bonuses|Payments/ });
    expect(tags.map((tag) => tag.getAttribute('href'))).toEqual([
      '/en/information/rules/general',
      '/en/information/rules/sports',
      '/en/information/rules/casino',
      '/en/information/rules/bonuses',
      '/en/information/rules/payments',
    ]);
    await host.router.navigate('/en/information/rules/casino');
    await waitFor(() => expect(document.querySelector('.remote-view h1')?.textContent).toMatch(/casino/i));
  });

  it('opens an image from the content in the view-image modal', async () => {
    const { host } = await renderHost(app, { path: '/en/information/about?view-image=/static/a.png', plugins: ['info'], scenario: scenario() });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/static/a.png'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(host.router.state.location.search).toBe('');
  });

  it('closes a modal opened by code when the query changes', async () => {
    const { host } = await renderHost(app, { path: '/en/information/about', plugins: ['info'], scenario: scenario() });
    await screen.findByRole('heading', { level: 1, name: 'About Northbet' });
    act(() => {
      host.store.dispatch({ type: 'modals/opened', modalId: 'view-image' });
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await host.router.navigate('/en/information/about?tab=2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(host.store.getState().modals).toEqual([]);
  });

  it('shows the error page with the status code when the remote view answers 404', async () => {
    const name = scenario();
    await patchScenario(app, name, { faults: [{ path: '/bff-api/remote-view/en/information/about', status: 404 }] });
    await renderHost(app, { path: '/en/information/about', plugins: ['info'], scenario: name });
    const errorPage = await screen.findByRole('alert');
    expect(errorPage.querySelector('.status-page__code')?.textContent).toBe('404');
    expect(within(errorPage).getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(within(errorPage).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en/');
    expect(screen.queryByText('This content could not be loaded. Check your connection and refresh.')).toBeNull();
    // The status pages' error page: the operator's technical page of that status arrives in it.
    await waitFor(() => expect(errorPage.getAttribute('data-technical-view')).toBe('remote'), { timeout: 15_000 });
    expect(errorPage.textContent).toContain('The address may be mistyped, or the page may have moved or been retired.');
  });

  it('keeps its routes away when the domain switches the rules section off', async () => {
    await renderHost(app, { path: '/en/information/rules', plugins: ['info'], scenario: scenario(), config: { features: { rulesSection: false } } });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});

describe('view-image modal', () => {
  it.each([
    ['/static/a.png', true],
    ['/kernel/x.png?size=2', true],
    ['//evil.example/x.png', false],
    ['https://evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['/x" onerror="a()', false],
    [null, false],
  ])('accepts only same-origin paths: %s -> %s', (value, safe) => {
    expect(isSafeImageSource(value)).toBe(safe);
  });
});
