import { HttpError } from '@host/sdk';

/** The refusals of the money calls the pages word themselves (`pay_error_<code>` of the office dictionary). */
const KNOWN_CODES = [
  'deposit_limit_exceeded',
  'deposit_limit_required',
  'gambling_restricted',
  'identification_required',
  'insufficient_withdrawable',
  'bonus_not_withdrawable',
  'not_cancellable',
  'amount_below_min',
  'amount_above_max',
  'amount_invalid',
  'method_not_found',
  'account_not_payable',
  'consultant_unavailable',
  'message_invalid',
] as const;
export type PaymentErrorCode = (typeof KNOWN_CODES)[number];

/** What a failed money call tells the player: the i18n key of its refusal and the numbers it names (never server text). */
export function paymentErrorOf(error: unknown): { key: string; meta: Record<string, number> } {
  if (error instanceof HttpError && error.kind === 'http') {
    const code = KNOWN_CODES.find((known) => error.codes.includes(known));
    if (code) return { key: `pay_error_${code}`, meta: metaOf(error.body) };
  }
  if (error instanceof HttpError && error.kind === 'network') return { key: 'pay_error_network', meta: {} };
  return { key: 'pay_error_generic', meta: {} };
}

function metaOf(body: unknown): Record<string, number> {
  const meta = (body as { errors?: Array<{ meta?: Record<string, unknown> }> } | null)?.errors?.[0]?.meta ?? {};
  return Object.fromEntries(Object.entries(meta).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}
