import { type FormEvent, useState } from 'react';

/**
 * The submit of a sign-in form: busy while the call runs, the previous refusal cleared on a new try, and a refusal
 * turned into the dictionary key the form shows (each kind names its own errors).
 */
export function useLoginSubmit(send: () => Promise<void>, errorKeyOf: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrorKey(null);
    try {
      await send();
    } catch (error) {
      setErrorKey(errorKeyOf(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, errorKey, submit };
}
