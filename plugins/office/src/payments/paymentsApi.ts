import { http, validateDocument } from '@host/sdk';
import type { ConsultantReply, ConsultantRequest, DepositReply, Payment, PaymentMethodsReply, PaymentSettingsReply } from '../../schemas/payments.ts';
import { validate_consultantReply } from '../generated/validate_consultantReply.js';
import { validate_consultantRequestReply } from '../generated/validate_consultantRequestReply.js';
import { validate_depositReply } from '../generated/validate_depositReply.js';
import { validate_paymentMethodsReply } from '../generated/validate_paymentMethodsReply.js';
import { validate_paymentReply } from '../generated/validate_paymentReply.js';
import { validate_paymentSettingsReply } from '../generated/validate_paymentSettingsReply.js';
import { validate_paymentsReply } from '../generated/validate_paymentsReply.js';

/** The office's money calls (plugins/office/schemas/payments.ts). */
export const PAYMENTS_API = '/payments-api/v1';

/**
 * A money call that fails on the network or with a 5xx is sent again with the same idempotency key (as is the
 * player's own retry): the server answers the first result, so a retry after a timeout pays nothing twice.
 */
const SAME_KEY_RETRY = { retries: 2, delayMs: 1_000 } as const;

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

export function fetchPaymentSettings(): Promise<PaymentSettingsReply> {
  return http.request(`${PAYMENTS_API}/settings`, { validate: (data) => validateDocument<PaymentSettingsReply>(validate_paymentSettingsReply, data, 'payment settings') });
}

export function fetchPaymentMethods(direction: 'deposit' | 'withdrawal', currency: string): Promise<PaymentMethodsReply> {
  return http.request(`${PAYMENTS_API}/methods?direction=${direction}&currency=${encodeURIComponent(currency)}`, {
    validate: (data) => validateDocument<PaymentMethodsReply>(validate_paymentMethodsReply, data, 'payment methods'),
  });
}

export function createDeposit(key: string, body: { methodId: string; accountId: string; amount: number; lang: string }): Promise<DepositReply> {
  return http.request(`${PAYMENTS_API}/deposits`, {
    method: 'POST',
    headers: idempotent(key),
    body,
    retry: SAME_KEY_RETRY,
    validate: (data) => validateDocument<DepositReply>(validate_depositReply, data, 'deposit'),
  });
}

const paymentOf = (data: unknown) => validateDocument<{ payment: Payment }>(validate_paymentReply, data, 'payment').payment;

export async function createWithdrawal(key: string, body: { methodId: string; accountId: string; amount: number }): Promise<Payment> {
  return http.request(`${PAYMENTS_API}/withdrawals`, { method: 'POST', headers: idempotent(key), body, retry: SAME_KEY_RETRY, validate: paymentOf });
}

export function cancelWithdrawal(key: string, paymentId: string): Promise<Payment> {
  return http.request(`${PAYMENTS_API}/withdrawals/${encodeURIComponent(paymentId)}/cancel`, { method: 'POST', headers: idempotent(key), body: {}, retry: SAME_KEY_RETRY, validate: paymentOf });
}

export function fetchPayment(paymentId: string): Promise<Payment> {
  return http.request(`${PAYMENTS_API}/payments/${encodeURIComponent(paymentId)}`, { validate: paymentOf });
}

/** The payment history's filters; every one optional (`from`/`to` Unix seconds, inclusive). */
export interface PaymentFilters {
  type?: 'deposit' | 'withdrawal';
  status?: Payment['status'];
  from?: number;
  to?: number;
}

/** The player's payments, newest first (the payment history `historypay` reads this too). */
export async function fetchPayments(filters: PaymentFilters = {}): Promise<Payment[]> {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  const reply = await http.request(`${PAYMENTS_API}/payments${query ? `?${query}` : ''}`, {
    validate: (data) => validateDocument<{ payments: Payment[] }>(validate_paymentsReply, data, 'payments'),
  });
  return reply.payments;
}

export function fetchConsultant(lang: string, flagStored: boolean): Promise<ConsultantReply> {
  return http.request(`${PAYMENTS_API}/consultant?lang=${encodeURIComponent(lang)}${flagStored ? '&flag=1' : ''}`, {
    validate: (data) => validateDocument<ConsultantReply>(validate_consultantReply, data, 'payment consultant'),
  });
}

export async function createConsultantRequest(key: string, flagStored: boolean, body: { topicId: string; subTopicId: string | null; transactionId: string | null; message: string }): Promise<ConsultantRequest> {
  const reply = await http.request(`${PAYMENTS_API}/consultant/requests${flagStored ? '?flag=1' : ''}`, {
    method: 'POST',
    headers: idempotent(key),
    body,
    retry: SAME_KEY_RETRY,
    validate: (data) => validateDocument<{ request: ConsultantRequest }>(validate_consultantRequestReply, data, 'consultant request'),
  });
  return reply.request;
}
