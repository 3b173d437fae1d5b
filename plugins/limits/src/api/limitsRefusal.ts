import { HttpError } from '@host/sdk';

/** A limits call the server refused, as its reply tells it (the second document: it reads data.status and data.title). */
export interface LimitsRefusal {
  /** The reply's `status`; forbidden (403) when it has none. */
  status: number;
  /** The reply's `title`, worded for the player in their language; null when it sends none. */
  title: string | null;
}

/**
 * A failed limits call: the server's refusal, or null when no reply came to read (a network failure, a malformed or
 * cancelled reply), which the error catalogue tells as its generic main_query_error.
 */
export function limitsRefusal(error: unknown): LimitsRefusal | null {
  if (!(error instanceof HttpError) || error.kind !== 'http') return null;
  const body = error.body as { status?: unknown; title?: unknown } | null | undefined;
  const status = body?.status;
  const title = body?.title;
  return { status: typeof status === 'number' ? status : 403, title: typeof title === 'string' && title.trim() !== '' ? title : null };
}
