// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_PROFILE_PATH } from '../../../account/contract/index.ts';
import { createTestBff, injectedUrls, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the player's name on the office menu", { timeout: 60_000 }, () => {
  it('is the same in the header and on the office card, from one request to the platform', async () => {
    const session = await signIn(app);
    const sent = vi.spyOn(app, 'inject');
    await renderHost(app, { path: '/en/office/menu', plugins: ['account', 'office'], scenario: uniqueScenario('player-name'), cookie: session.cookie });
    const card = await screen.findByRole('region', { name: 'Your profile' }, { timeout: 30_000 });
    await waitFor(() => expect(within(card).getByText('Demo Player')).toBeTruthy(), { timeout: 30_000 });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Demo Player/ })).toBeTruthy();
    // Answered requests only: a first ask before the session's token is there is refused (401) and asked again.
    const replies = (await Promise.all(sent.mock.results.map((result) => result.value))) as Array<{ statusCode: number }>;
    const answered = injectedUrls(sent.mock.calls).filter((url, index) => url === PLAYER_PROFILE_PATH && replies[index].statusCode === 200);
    expect(answered).toHaveLength(1);
  });
});
