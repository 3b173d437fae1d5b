/** The payment history's filters (first document 2.3 historypay): type, status and period. */
export const PAYMENT_TYPES = ['deposit', 'withdrawal'] as const;
export const PAYMENT_STATUSES = ['new', 'pending', 'processing', 'paid', 'failed', 'refused', 'cancelled'] as const;
/** The periods offered, in days; `all` sends no lower bound. */
export const PAYMENT_PERIOD_DAYS = [7, 30, 90] as const;

export interface PaymentFilters {
  type: (typeof PAYMENT_TYPES)[number] | '';
  status: (typeof PAYMENT_STATUSES)[number] | '';
  periodDays: (typeof PAYMENT_PERIOD_DAYS)[number] | 0;
}

export const NO_FILTERS: PaymentFilters = { type: '', status: '', periodDays: 0 };

const DAY_S = 86_400;

/** The payments call's query for the filters at `nowMs` (empty filters are left out). */
export function paymentHistoryQuery(filters: PaymentFilters, nowMs: number): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  if (filters.periodDays) query.set('from', String(Math.floor(nowMs / 1000) - filters.periodDays * DAY_S));
  return query.toString();
}
