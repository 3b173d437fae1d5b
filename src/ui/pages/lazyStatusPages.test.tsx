// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoSiteConfigError } from '../../config/NoSiteConfigError.ts';
import { MANIFEST_DOCUMENT, SITE_CONFIG_DOCUMENT } from '../../config/loadBootDocuments.ts';
import en from '../../i18n/dictionaries/en.json';

afterEach(() => {
  cleanup();
  delete (globalThis as { System?: unknown }).System;
  vi.resetModules();
});

/** The status pages' module as the page's loader serves it, or failing as a fetch does when the network is gone. */
function statusPagesModule(reachable: boolean): void {
  globalThis.System = {
    import: (specifier: string) =>
      reachable ? import(/* @vite-ignore */ specifier) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${specifier}`)),
  } as unknown as typeof globalThis.System;
}

const renderConfigError = async () => {
  const { ConfigErrorPage } = await import('./lazyStatusPages.tsx');
  return render(<ConfigErrorPage error={new NoSiteConfigError('the config could not be fetched')} code="no-site-config" />);
};

describe('the config error page, a status page fetched when the site cannot start', () => {
  it('shows the full page once its module has arrived', async () => {
    statusPagesModule(true);
    await renderConfigError();
    expect(await screen.findByRole('heading', { name: 'The site cannot start right now' })).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('data-error-code')).toBe('no-site-config');
  });

  it('still shows its code and a retry when its module cannot be fetched, never an empty page', async () => {
    statusPagesModule(false);
    const { container } = await renderConfigError();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert').getAttribute('data-error-code')).toBe('no-site-config');
    expect(container.querySelector('.status-page__code')?.textContent).toBe('no-site-config');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  const notJson = { instancePath: '', keyword: 'json', message: 'is not valid JSON' };
  it.each([
    ['a config that is not JSON', SITE_CONFIG_DOCUMENT, notJson, 'invalid-config', 'site config: / is not valid JSON (rule: json)'],
    ['a config against its schema', SITE_CONFIG_DOCUMENT, { instancePath: '/lng/default', keyword: 'pattern' }, 'invalid-config', 'site config: /lng/default must satisfy pattern (rule: pattern)'],
    ['a manifest that is not JSON', MANIFEST_DOCUMENT, notJson, 'invalid-manifest', 'route manifest: / is not valid JSON (rule: json)'],
    ['a manifest against its schema', MANIFEST_DOCUMENT, { instancePath: '/routes', keyword: 'type' }, 'invalid-manifest', 'route manifest: /routes must satisfy type (rule: type)'],
  ] as const)('names the document, the JSON pointer and the rule of %s when its module cannot be fetched', async (_, document, issue, code, reason) => {
    statusPagesModule(false);
    const { ConfigErrorPage } = await import('./lazyStatusPages.tsx');
    // After resetModules: the SDK instance whose SchemaError the page module knows.
    const { SchemaError } = await import('@host/sdk');
    render(<ConfigErrorPage error={new SchemaError(document, issue)} code={code} />);
    const page = screen.getByRole('alert');
    expect(page.getAttribute('data-error-code')).toBe(code);
    expect(page.querySelector('.config-error__reason')?.textContent).toBe(reason);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const renderRouteError = async () => {
  const { RouteErrorView } = await import('./lazyStatusPages.tsx');
  // After resetModules: the SDK instance (and its translation context) the page module got.
  const { TranslationProvider } = await import('@host/sdk');
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { kernel: en } } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <TranslationProvider i18n={i18n}>
      <RouteErrorView error={new Error('a page threw')} />
    </TranslationProvider>,
  );
};

describe("a route's error, told by the status pages", () => {
  it('shows the 500 page once their module has arrived', async () => {
    statusPagesModule(true);
    await renderRouteError();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('still offers a refresh when their module cannot be fetched, never an empty page', async () => {
    statusPagesModule(false);
    await renderRouteError();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
