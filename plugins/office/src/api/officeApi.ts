import { HttpError, http, validateDocument, type CompiledValidator } from '@host/sdk';

/** The office calls of the plugin's BFF module (bff/officeRoutes.ts) and the public promotional content. */
export const OFFICE_API = '/office-api/v1';
export const PROMO_API = '/promo-api/v1';

const languageHeader = (lang: string) => ({ 'X-Language': lang });

/** A GET whose reply is validated before it is trusted. */
export function officeGet<T>(url: string, validator: CompiledValidator, document: string, lang: string, signal?: AbortSignal): Promise<T> {
  return http.request(url, { headers: languageHeader(lang), signal, validate: (data) => validateDocument<T>(validator, data, document) });
}

/** A POST (or DELETE) whose reply is validated before it is trusted. */
export function officeSend<T>(
  url: string,
  body: unknown,
  validator: CompiledValidator,
  document: string,
  lang: string,
  options: { method?: 'POST' | 'DELETE'; signal?: AbortSignal } = {},
): Promise<T> {
  return http.request(url, {
    method: options.method ?? 'POST',
    body: options.method === 'DELETE' ? undefined : body,
    headers: languageHeader(lang),
    signal: options.signal,
    validate: (data) => validateDocument<T>(validator, data, document),
  });
}

/** The refusal codes the plugin words for the player; any other failure reads as the generic error. */
export const KNOWN_REFUSALS = new Set([
  'setting_invalid',
  'setting_locked',
  'setting_unknown',
  'sports_invalid',
  'message_unknown',
  'account_unknown',
  'promocode_unknown',
  'promocode_expired',
  'promocode_used',
  'two_factor_on',
  'two_factor_off',
  'two_factor_not_started',
  'code_wrong',
  'code_used_up',
  'too_many_attempts',
  'answer_invalid',
  'phone_invalid',
  'phone_bound',
  'phone_not_bound',
  'phone_no_code',
  'phone_taken',
  'password_wrong',
  'password_weak',
  'password_same',
  'login_invalid',
  'login_taken',
  'profile_invalid',
  'document_invalid',
  'email_invalid',
  'email_confirmed',
  'email_missing',
  'mail_too_soon',
  'currency_invalid',
  'not_found',
]);

/**
 * The dictionary key of a failed call's message by the error catalogue (first document 8): a refusal whose code the
 * office knows has its own text (the catalogue's own message; the plugin's words, never the server's); any other
 * failure shows the site's generic `main_query_error`, the same words every plugin shows.
 */
/** The error catalogue's generic failure, from the kernel's dictionary. */
export const GENERIC_FAILURE_KEY = 'kernel:main_query_error';

export function refusalKeyOf(error: unknown): string {
  if (error instanceof HttpError && error.kind === 'http') {
    const errors = (error.body as { errors?: Array<{ code?: unknown }> } | null)?.errors;
    const code = Array.isArray(errors) ? errors[0]?.code : undefined;
    if (typeof code === 'string' && KNOWN_REFUSALS.has(code)) return `error_${code}`;
  }
  return GENERIC_FAILURE_KEY;
}

/** Whether the failure is the caller's own cancellation (an aborted call shows nothing, and rolls nothing back). */
export const isCancelled = (error: unknown): boolean =>
  (error instanceof HttpError && error.kind === 'cancelled') || (error instanceof DOMException && error.name === 'AbortError');
