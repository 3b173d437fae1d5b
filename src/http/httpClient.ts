import { codesFromErrorBody, HttpError, messageFromErrorBody } from './HttpError.ts';
import { APP_NAME_HEADER_VALUE, CHALLENGE_RETRY_LIMIT, UNAUTHORIZED_RETRY_LIMIT } from './httpConstants.ts';

export interface RetryPolicy {
  /** How many times a network failure or a 5xx answer is tried again. */
  retries: number;
  delayMs: number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData as a multipart form. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Checks the parsed reply before the caller trusts it; throws to reject it. */
  validate?: (data: unknown) => T;
  /** Sends no token and skips the 401 refresh: for the token call itself. */
  withoutToken?: boolean;
  /** Hands a 400 straight to the caller: for the calls that meet challenges, which would otherwise wait on themselves. */
  withoutChallenge?: boolean;
}

/** Supplies the token for the Authorization header and refreshes it after a 401 (the account plugin installs one). */
export interface TokenProvider {
  getToken(): string | null;
  refreshToken(): Promise<string | null>;
}

/**
 * Meets what a 400 asks for before a call may go through (first document, section 8: a captcha to solve, a
 * fingerprint to refresh); the account plugin installs one. It answers the headers to send the call again with, or
 * null when the 400 is none of its business or the challenge was not met, and the caller gets the 400.
 */
export interface ChallengeResolver {
  resolve(error: HttpError): Promise<Record<string, string> | null>;
}

export interface HttpClient {
  request<T = unknown>(url: string, options?: RequestOptions<T>): Promise<T>;
  setTokenProvider(provider: TokenProvider | null): void;
  setChallengeResolver(resolver: ChallengeResolver | null): void;
  /**
   * Hears every call that failed for good (after its retries), whichever plugin made it, before its caller gets the
   * error: a plugin that owns a rule about refusals (a call refused until the terms are confirmed) watches here, so
   * the kernel knows no such rule. Returns the disposer.
   */
  onFailure(listener: (error: HttpError) => void): () => void;
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryable(error: HttpError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export function createHttpClient(fetchImpl: typeof fetch = (...args) => fetch(...args), sleep: Sleep = realSleep): HttpClient {
  let tokenProvider: TokenProvider | null = null;
  let challengeResolver: ChallengeResolver | null = null;
  /** One token refresh at a time: every request that met a 401 meanwhile waits for the same one. */
  let refreshing: Promise<string | null> | null = null;
  const failureListeners = new Set<(error: HttpError) => void>();
  /** A plugin's listener that throws is logged: the other listeners still hear, and the caller still gets its error. */
  const tellListener = (listener: (error: HttpError) => void, error: HttpError) => {
    try {
      listener(error);
    } catch (listenerError) {
      console.error('[host] an http failure listener failed', listenerError);
    }
  };

  async function once<T>(url: string, options: RequestOptions<T>, token: string | null, challengeHeaders: Record<string, string>): Promise<T> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      'X-app-n': APP_NAME_HEADER_VALUE,
      Accept: 'application/json',
      ...options.headers,
      // A met challenge's answer replaces what the caller sent (a fresh fingerprint for a stale one).
      ...challengeHeaders,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    // A form goes as multipart, with the boundary the browser writes into its Content-Type.
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetchImpl(url, { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (options.signal?.aborted) throw HttpError.cancelled(url);
      throw HttpError.network(url, cause);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = undefined;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok) throw new HttpError('invalid-reply', response.status, url, `${url}: reply is not JSON`);
      }
    }
    if (!response.ok) {
      throw new HttpError('http', response.status, url, messageFromErrorBody(parsed, `${url}: HTTP ${response.status}`), codesFromErrorBody(parsed), parsed);
    }
    if (!options.validate) return parsed as T;
    try {
      return options.validate(parsed);
    } catch (error) {
      throw new HttpError('invalid-reply', response.status, url, error instanceof Error ? error.message : String(error));
    }
  }

  async function withRetries<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
    const policy = options.retry ?? { retries: 0, delayMs: 0 };
    let unauthorizedRetries = 0;
    let challengeRetries = 0;
    let challengeHeaders: Record<string, string> = {};
    let failures = 0;
    const provider = options.withoutToken ? null : tokenProvider;
    const resolver = options.withoutChallenge ? null : challengeResolver;
    let token = provider?.getToken() ?? null;
    for (;;) {
      try {
        return await once(url, options, token, challengeHeaders);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.kind === 'http' && error.status === 401 && provider && unauthorizedRetries < UNAUTHORIZED_RETRY_LIMIT) {
          unauthorizedRetries += 1;
          refreshing ??= provider.refreshToken().finally(() => (refreshing = null));
          token = await refreshing;
          continue;
        }
        if (error.kind === 'http' && error.status === 400 && resolver && challengeRetries < CHALLENGE_RETRY_LIMIT) {
          // A resolver that fails counts as a challenge not met: the caller gets the 400 it would have got.
          const answer = await resolver.resolve(error).catch(() => null);
          if (!answer || options.signal?.aborted) throw error;
          challengeRetries += 1;
          challengeHeaders = { ...challengeHeaders, ...answer };
          continue;
        }
        if (!isRetryable(error) || failures >= policy.retries || options.signal?.aborted) throw error;
        failures += 1;
        await sleep(policy.delayMs);
      }
    }
  }

  return {
    async request(url, options) {
      try {
        return await withRetries(url, options);
      } catch (error) {
        if (error instanceof HttpError) for (const listener of failureListeners) tellListener(listener, error);
        throw error;
      }
    },
    setTokenProvider(provider) {
      tokenProvider = provider;
    },
    setChallengeResolver(resolver) {
      challengeResolver = resolver;
    },
    onFailure(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
  };
}
