// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, requestWithdrawal, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';
import { ONPAY_OUTCOMES } from './onpayOutcome.ts';

const app = useOfficeTestBff();

async function openSignedIn(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('office-onpay');
  const session = await signIn(app);
  const { host } = await renderHost(app, { path, plugins: ['account', 'office'], scenario, cookie: session.cookie });
  return () => host.router.state.location;
}

describe('the payment result pages (first document 2.6)', { timeout: 60_000 }, () => {
  const returns = ONPAY_OUTCOMES.flatMap((outcome) => [
    [`onpay/${outcome}`, en[`pay_onpay_${outcome}_title`]],
    [`onpay/withdraw/${outcome}`, en[`pay_onpay_withdraw_${outcome}_title`]],
  ]);
  it.each(returns)('answer a provider\'s return to %s: %s', async (path, title) => {
    await openSignedIn(`/en/${path}?paymentId=p-0`);
    expect(await screen.findByRole('heading', { name: title }, LOADED)).toBeTruthy();
  });

  it('show the payment the return URL names', async () => {
    const scenario = uniqueScenario('office-onpay-payment');
    const session = await signIn(app);
    const withdrawal = await requestWithdrawal(app, scenario, session.token);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderHost(app, { path: `/en/onpay/withdraw/pending?paymentId=${withdrawal.id}`, plugins: ['account', 'office'], scenario, cookie: session.cookie });
    expect((await screen.findByTestId('onpay-payment', {}, LOADED)).textContent).toContain(en.pay_status_new);
  });

  it('send the earlier office/onpay addresses to the spec\'s, keeping the query', async () => {
    const location = await openSignedIn('/en/office/onpay/withdraw/fail?paymentId=p-1&from=provider');
    expect(await screen.findByRole('heading', { name: en.pay_onpay_withdraw_fail_title }, LOADED)).toBeTruthy();
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/en/onpay/withdraw/fail?paymentId=p-1&from=provider'));
  });
});
