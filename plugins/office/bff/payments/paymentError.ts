/** A refusal of a money call: `{ errors: [{ status, code, detail, meta }] }`. */
export class PaymentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

/** The body a refusal answers (and an idempotency key keeps, so that a retry is refused alike). */
export const refusalBody = (error: PaymentError) => ({ errors: [{ status: String(error.status), code: error.code, detail: error.message, ...(error.meta ? { meta: error.meta } : {}) }] });
