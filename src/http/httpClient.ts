import { codesFromErrorBody, HttpError, messageFromErrorBody } from './HttpError.ts';
import { APP_NAME_HEADER_VALUE, UNAUTHORIZED_RETRY_LIMIT } from './httpConstants.ts';

export interface RetryPolicy {
  /** How many times a network failure or a 5xx answer is tried again. */
  retries: number;
  delayMs: number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Checks the parsed reply before the caller trusts it; throws to reject it. */
  validate?: (data: unknown) => T;
  /** Sends no token and skips the 401 refresh: for the token call itself. */
  withoutToken?: boolean;
}

/** Supplies the token for the Authorization header and refreshes it after a 401 (the account plugin installs one). */
export interface TokenProvider {
  getToken(): string | null;
  refreshToken(): Promise<string | null>;
}

export interface HttpClient {
  request<T = unknown>(url: string, options?: RequestOptions<T>): Promise<T>;
  setTokenProvider(provider: TokenProvider | null): void;
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryable(error: HttpError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export function createHttpClient(fetchImpl: typeof fetch = (...args) => fetch(...args), sleep: Sleep = realSleep): HttpClient {
  let tokenProvider: TokenProvider | null = null;
  /** One token refresh at a time: every request that met a 401 meanwhile waits for the same one. */
  let refreshing: Promise<string | null> | null = null;

  async function once<T>(url: string, options: RequestOptions<T>, token: string | null): Promise<T> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      'X-app-n': APP_NAME_HEADER_VALUE,
      Accept: 'application/json',
      ...options.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
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
    let failures = 0;
    const provider = options.withoutToken ? null : tokenProvider;
    let token = provider?.getToken() ?? null;
    for (;;) {
      try {
        return await once(url, options, token);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.kind === 'http' && error.status === 401 && provider && unauthorizedRetries < UNAUTHORIZED_RETRY_LIMIT) {
          unauthorizedRetries += 1;
          refreshing ??= provider.refreshToken().finally(() => (refreshing = null));
          token = await refreshing;
          continue;
        }
        if (!isRetryable(error) || failures >= policy.retries || options.signal?.aborted) throw error;
        failures += 1;
        await sleep(policy.delayMs);
      }
    }
  }

  return {
    request: withRetries,
    setTokenProvider(provider) {
      tokenProvider = provider;
    },
  };
}
