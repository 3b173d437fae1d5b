// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../../useOfficeTestBff.testing.ts';
import en from '../../../i18n/en.json';

const app = useOfficeTestBff();

describe('office/payment/create-request (first document 2.3)', { timeout: 60_000 }, () => {
  it('without a topic, offers the topics to ask about, each leading to its question', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = await signIn(app);
    const { host } = await renderHost(app, { path: '/en/office/payment/create-request', plugins: ['account', 'office'], scenario: uniqueScenario('office-create-request'), cookie: session.cookie });
    const topics = await screen.findByTestId('pay-consultant-topics', {}, LOADED);
    expect(screen.getByRole('heading', { name: en.pay_consultant_ask })).toBeTruthy();
    fireEvent.click(within(topics).getByRole('link', { name: 'A withdrawal' }));
    expect(await screen.findByRole('link', { name: 'The payout is late' }, LOADED)).toBeTruthy();
    expect(host.router.state.location.pathname).toBe('/en/office/payment/create-request/withdrawal');
  });
});
