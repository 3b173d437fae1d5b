import { useCallback, useState } from 'react';
import { refusalKeyOf } from './officeApi.ts';

interface SubmitStatus {
  busy: boolean;
  errorKey: string | null;
  doneKey: string | null;
}

const IDLE: SubmitStatus = { busy: false, errorKey: null, doneKey: null };

/**
 * The state of a form's call: busy while it runs, then the dictionary key of its success line or of its refusal.
 * `submit` answers whether the call went through.
 */
export function useSubmitStatus() {
  const [status, setStatus] = useState<SubmitStatus>(IDLE);
  const submit = useCallback(async (call: () => Promise<unknown>, doneKey: string): Promise<boolean> => {
    setStatus({ busy: true, errorKey: null, doneKey: null });
    try {
      await call();
      setStatus({ busy: false, errorKey: null, doneKey });
      return true;
    } catch (error) {
      setStatus({ busy: false, errorKey: refusalKeyOf(error), doneKey: null });
      return false;
    }
  }, []);
  return { ...status, submit };
}
