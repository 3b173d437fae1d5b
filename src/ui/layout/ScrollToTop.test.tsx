// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const headerHidden = () => document.documentElement.hasAttribute('data-header-hidden');

describe('the header on scroll (first document 4.3)', () => {
  it('is hidden on the way down past the header, back on the way up, and never left hidden by a layout that goes', async () => {
    await renderHost(app, { path: '/en/', plugins: ['info'], scenario: uniqueScenario('header-on-scroll') });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    scrollTo(50);
    expect(headerHidden()).toBe(false);
    scrollTo(400);
    expect(headerHidden()).toBe(true);
    scrollTo(300);
    expect(headerHidden()).toBe(false);
    scrollTo(900);
    expect(headerHidden()).toBe(true);
    cleanup();
    expect(headerHidden()).toBe(false);
  });
});
