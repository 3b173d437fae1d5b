// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import en from '../../i18n/dictionaries/en.json';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

// The first render starts the test server and loads the kernel's lazy status pages: seconds on a busy machine.
describe('the 500 page at its route (first document 2.9)', { timeout: 60_000 }, () => {
  it('answers /{lng}/500 on a domain of any plugins, with a refresh, not the 404 page', async () => {
    await renderHost(app, { path: '/en/500', plugins: [], scenario: uniqueScenario('server-error') });
    expect(await screen.findByRole('heading', { name: en.error_title })).toBeTruthy();
    expect(document.querySelector('.status-page__code')?.textContent).toBe('500');
    expect(screen.getByRole('button', { name: en.main_page_refresh_button })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.not_found_title })).toBeNull();
  });
});
