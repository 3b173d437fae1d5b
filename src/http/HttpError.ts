import { CANCELLED_STATUS, NETWORK_ERROR_STATUS } from './httpConstants.ts';

export type HttpErrorKind = 'http' | 'network' | 'cancelled' | 'invalid-reply';

/**
 * A failed call. `message` is for logs and developers: it may name the URL, the status or the server's internals, so
 * it is never shown to a user. What a user may read is `userMessage`, or else the caller's own dictionary text.
 */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly url: string;
  /** The `code` of each JSON:API error of the reply (a captcha code, `wrong_credentials`…), for callers that branch on it. */
  readonly codes: readonly string[];
  /** The parsed error reply, for callers that read more than its codes (e.g. the `meta` of a refused coupon). */
  readonly body: unknown;
  /**
   * The server's own words for a refused request, safe to show: the joined JSON:API `detail`s of a 4xx reply.
   * Undefined for a server error (5xx: its details are internal), a network failure, a cancelled call, an invalid
   * reply and a reply without details; the caller then shows its own text.
   */
  readonly userMessage: string | undefined;

  constructor(kind: HttpErrorKind, status: number, url: string, message: string, codes: readonly string[] = [], body: unknown = undefined) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.url = url;
    this.codes = codes;
    this.body = body;
    const refused = kind === 'http' && status >= 400 && status < 500;
    this.userMessage = refused ? messageFromErrorBody(body, '') || undefined : undefined;
  }

  static network(url: string, cause: unknown): HttpError {
    return new HttpError('network', NETWORK_ERROR_STATUS, url, `network error: ${String(cause)}`);
  }

  static cancelled(url: string): HttpError {
    return new HttpError('cancelled', CANCELLED_STATUS, url, 'cancelled');
  }
}

/** The `code` fields of a JSON:API error body. */
export function codesFromErrorBody(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { errors?: unknown }).errors)) return [];
  return (body as { errors: unknown[] }).errors
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { code?: unknown }).code : undefined))
    .filter((code): code is string => typeof code === 'string');
}

/** JSON:API errors carry their messages in `detail`; the spec joins them into one message. */
export function messageFromErrorBody(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    const details = (body as { errors: unknown[] }).errors
      .map((entry) => (entry && typeof entry === 'object' ? (entry as { detail?: unknown }).detail : undefined))
      .filter((detail): detail is string => typeof detail === 'string' && detail !== '');
    if (details.length > 0) return details.join('; ');
  }
  return fallback;
}
