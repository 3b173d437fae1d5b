// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import en from '../i18n/en.json';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the debugger page (first document 2.9)', { timeout: 60_000 }, () => {
  it('shows the site as the visitor has it, and copies it as a report', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderHost(app, { path: '/en/debugger', plugins: ['info', 'debugger'], scenario: uniqueScenario('debugger') });
    expect(await screen.findByRole('heading', { level: 1, name: en.title })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /debugger 1\.0\.0 ready/ })).toBeTruthy();
    expect(screen.getByTestId('debugger-site').textContent).toContain(en.visitor);
    fireEvent.click(screen.getByRole('button', { name: en.copy }));
    expect(await screen.findByText(en.copied)).toBeTruthy();
    expect(JSON.parse(writeText.mock.calls[0][0])).toMatchObject({ language: 'en', userId: null, plugins: expect.arrayContaining([expect.objectContaining({ id: 'debugger', state: 'ready' })]) });
  });

  it('is no route where the domain does not enable it, as on a production domain', async () => {
    await renderHost(app, { path: '/en/debugger', plugins: ['info'], scenario: uniqueScenario('debugger-off') });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });
});
