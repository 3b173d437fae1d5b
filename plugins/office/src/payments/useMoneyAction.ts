import { HttpError } from '@host/sdk';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './paymentRules.ts';

/**
 * The idempotency key of one money action: the same while the player retries the same request (a double click, a
 * retry after a timeout), a new one for another request or once the server has answered for good.
 */
export class MoneyActionKeys {
  private current: { request: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  keyFor(request: string): string {
    if (this.current?.request !== request) this.current = { request, key: this.newKey() };
    return this.current.key;
  }

  /** The server answered for good (done, or refused for a reason the player may fix): the next try is a new request. */
  settled(): void {
    this.current = null;
  }
}

/**
 * Whether a failure is the server's final answer (a 4xx refusal). After a network failure, a timeout or a 5xx the
 * outcome is unknown: the action may have been done, so a retry must carry the same key.
 */
export const isFinalAnswer = (error: unknown): boolean => error instanceof HttpError && error.kind === 'http' && error.status >= 400 && error.status < 500;

export interface MoneyAction<Input, Result> {
  /** Runs the action unless one is in flight (a second click does nothing); resolves with its result, or undefined. */
  submit(input: Input): Promise<Result | undefined>;
  busy: boolean;
  error: unknown;
}

/** A money action of a page: one call at a time, under an idempotency key reused on retry. */
export function useMoneyAction<Input, Result>(run: (key: string, input: Input) => Promise<Result>): MoneyAction<Input, Result> {
  const keys = useRef(new MoneyActionKeys());
  // A ref, not state: two clicks in one frame both see the first one in flight.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = useCallback(
    async (input: Input) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      const key = keys.current.keyFor(JSON.stringify(input));
      try {
        const result = await run(key, input);
        keys.current.settled();
        return result;
      } catch (failure) {
        if (isFinalAnswer(failure)) keys.current.settled();
        setError(failure);
        return undefined;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [run],
  );
  return { submit, busy, error };
}
