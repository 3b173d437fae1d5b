import { http, HttpError } from '@host/sdk';

/**
 * A call refused until the user confirms changed terms: HTTP 451 with `exception_code` 1 in the reply (first
 * document, section 8; the reply's other fields are not shown, so only `exception_code` is read).
 */
export const TERMS_REFUSAL_STATUS = 451;
export const TERMS_EXCEPTION_CODE = 1;

export function isTermsRefusal(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.kind !== 'http' || error.status !== TERMS_REFUSAL_STATUS) return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { exception_code?: unknown }).exception_code === TERMS_EXCEPTION_CODE;
}

let stopWatching: (() => void) | null = null;

/**
 * What a terms refusal does (the session sets it up: the user is sent to confirm the terms); null: nothing. It
 * watches the kernel's one HTTP client, so every plugin's calls count, not only this one's; the caller still gets
 * the error (and shows no message for it).
 */
export function setTermsRefusalHandler(handler: (() => void) | null): void {
  stopWatching?.();
  stopWatching = handler
    ? http.onFailure((error) => {
        if (isTermsRefusal(error)) handler();
      })
    : null;
}
