import { apiErrorBody, type ApiError } from '../../../../bff/bffModule.ts';

/** The body a refusal answers (and an idempotency key keeps, so that a retry is refused alike). */
export const refusalBody = (error: ApiError) => apiErrorBody(error.status, error.code, error.message, error.meta);
