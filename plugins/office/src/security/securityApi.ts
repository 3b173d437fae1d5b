import { selectLanguage } from '@host/sdk';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import type { SecurityReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { useLoaded } from '../api/useLoaded.ts';
import { validate_securityReply } from '../generated/validate_securityReply.js';

export const fetchSecurity = (lang: string, signal?: AbortSignal) => officeGet<SecurityReply>(`${OFFICE_API}/security`, validate_securityReply, 'security', lang, signal);

/** The player's security state, and a sender of the calls that change it (each answers the new state). */
export function useSecurity() {
  const lang = useSelector(selectLanguage);
  const { loaded, replace } = useLoaded(`security:${lang}`, (signal) => fetchSecurity(lang, signal));
  const [status, setStatus] = useState<{ busy: boolean; errorKey: string | null; doneKey: string | null }>({ busy: false, errorKey: null, doneKey: null });
  const send = useCallback(
    async (path: string, body: unknown, doneKey: string): Promise<boolean> => {
      setStatus({ busy: true, errorKey: null, doneKey: null });
      try {
        replace(await officeSend<SecurityReply>(`${OFFICE_API}/${path}`, body, validate_securityReply, 'security change', lang));
        setStatus({ busy: false, errorKey: null, doneKey });
        return true;
      } catch (error) {
        setStatus({ busy: false, errorKey: refusalKeyOf(error), doneKey: null });
        return false;
      }
    },
    [lang, replace],
  );
  return { loaded, send, ...status };
}

/** Keeps a one-time code to its digits and length (the input allows nothing else, so no validation message is needed). */
export const codeInput = (text: string, length: number): string => text.replace(/\D/g, '').slice(0, length);
