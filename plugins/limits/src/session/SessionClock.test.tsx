// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { formatElapsed } from './SessionClock.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LOAD_MS = 15_000;

/** The demo player signed in on home, on the demo domain run under `jurisdiction`. */
async function homeUnder(jurisdiction: string, signedIn = true) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('session-clock');
  await patchScenario(app, scenario, { jurisdiction });
  const session = signedIn ? await signIn(app) : undefined;
  await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario, cookie: session?.cookie });
  await screen.findByRole('banner', {}, { timeout: LOAD_MS });
}

describe('the session clock (UKGC RTS 13C)', { timeout: 60_000 }, () => {
  it('shows hours, minutes and seconds', () => {
    expect([formatElapsed(0), formatElapsed(59), formatElapsed(3_723), formatElapsed(100 * 3600 + 61)]).toEqual(['0:00:00', '0:00:59', '1:02:03', '100:01:01']);
  });

  it('shows in the header of a signed-in player where the profile asks for it, counting from the sign-in', async () => {
    await homeUnder('ukgc');
    const clock = await screen.findByRole('timer', { name: en.session_clock }, { timeout: LOAD_MS });
    expect(clock.closest('header')).not.toBeNull();
    expect(clock.textContent).toMatch(/^0:0[0-9]:[0-5][0-9]$/);
  });

  it('is not shown where the profile does not ask for it', async () => {
    await homeUnder('none');
    // The limits plugin is active once its page link is in the footer: its header slot has rendered by then.
    await screen.findByRole('link', { name: 'Limits and self-exclusion' }, { timeout: LOAD_MS });
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
