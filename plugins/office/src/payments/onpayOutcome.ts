/** The payment result pages (first document 2.6): the outcome and direction of each onpay route. */
export type OnPayOutcome = 'success' | 'fail' | 'pending' | 'cancel';
export const ONPAY_OUTCOMES: readonly OnPayOutcome[] = ['success', 'fail', 'pending', 'cancel'];

/**
 * `onpay.{outcome}` for deposits, `onpay.withdraw.{outcome}` for withdrawals: at the spec's paths (`onpay/…`), where a
 * provider's return URL lands; the earlier `office/onpay/…` paths redirect to them (routes.json `onpay.legacy.*`).
 */
export const onPayRouteName = (direction: 'deposit' | 'withdrawal', outcome: OnPayOutcome) => (direction === 'deposit' ? `onpay.${outcome}` : `onpay.withdraw.${outcome}`);

/** The outcome and direction of an onpay route name, or null for another route. */
export function onPayOf(routeName: string | undefined): { direction: 'deposit' | 'withdrawal'; outcome: OnPayOutcome } | null {
  const match = /^onpay\.(withdraw\.)?(success|fail|pending|cancel)$/.exec(routeName ?? '');
  return match ? { direction: match[1] ? 'withdrawal' : 'deposit', outcome: match[2] as OnPayOutcome } : null;
}

/** While a payment is pending the page asks after it this often, and refreshes the accounts once it settles. */
export const PENDING_POLL_MS = 5_000;
