import { useOptionalService } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { type FormEvent, useState } from 'react';
import { analyticsErrorCodes } from '../analyticsErrorCodes.ts';

/**
 * The submit of a sign-in form: busy while the call runs, the previous refusal cleared on a new try, and a refusal
 * turned into the dictionary key the form shows (each kind names its own errors). Each try and each refusal's codes
 * go to analytics.
 */
export function useLoginSubmit(send: () => Promise<void>, errorKeyOf: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const analytics = useOptionalService(analyticsService);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrorKey(null);
    analytics?.loginTried();
    try {
      await send();
    } catch (error) {
      analytics?.loginFailed(analyticsErrorCodes(error));
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, errorKey, submit };
}
