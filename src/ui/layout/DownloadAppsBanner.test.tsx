// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { viewportChanged } from '../../store/appSlice.ts';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  delete (globalThis as { System?: unknown }).System;
});

/** Shared modules load as in the browser, except the page sections, which are held back: their code is "still loading". */
function holdPageExtras(): { release: () => void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  globalThis.System = {
    import: async (specifier: string) => {
      if (specifier === '@host/page-sections') await held;
      return import(/* @vite-ignore */ specifier);
    },
  } as unknown as typeof globalThis.System;
  return { release };
}

describe('the download-apps banner on a phone', () => {
  it('keeps its box above the header while its code loads, so the page does not move when it arrives', async () => {
    const extras = holdPageExtras();
    const { host, container } = await renderHost(app, { path: '/en/', plugins: ['info'], scenario: uniqueScenario('apps-banner') });
    act(() => void host.store.dispatch(viewportChanged({ viewport: 'mobile' })));
    const box = await waitFor(() => {
      const banner = container.querySelector('aside.apps-banner');
      expect(banner).not.toBeNull();
      return banner!;
    });
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.nextElementSibling?.tagName).toBe('HEADER');

    extras.release();
    expect(await screen.findByRole('link', { name: 'Get the app: faster, and always at hand' })).toBeTruthy();
    expect(container.querySelectorAll('aside.apps-banner')).toHaveLength(1);
  });
});
