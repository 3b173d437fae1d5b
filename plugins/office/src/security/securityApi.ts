import { selectLanguage, useLoaded } from '@host/sdk';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { SecurityReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend } from '../api/officeApi.ts';
import { useSubmitStatus } from '../api/useSubmitStatus.ts';
import { validate_securityReply } from '../generated/validate_securityReply.js';

export const fetchSecurity = (lang: string, signal?: AbortSignal) => officeGet<SecurityReply>(`${OFFICE_API}/security`, validate_securityReply, 'security', lang, signal);

/** The player's security state, and a sender of the calls that change it (each answers the new state). */
export function useSecurity() {
  const lang = useSelector(selectLanguage);
  const { loaded, replace } = useLoaded(`security:${lang}`, (signal) => fetchSecurity(lang, signal));
  const { submit, ...status } = useSubmitStatus();
  const send = useCallback(
    (path: string, body: unknown, doneKey: string): Promise<boolean> =>
      submit(async () => replace(await officeSend<SecurityReply>(`${OFFICE_API}/${path}`, body, validate_securityReply, 'security change', lang)), doneKey),
    [lang, replace, submit],
  );
  return { loaded, send, ...status };
}

/** Keeps a one-time code to its digits and length (the input allows nothing else, so no validation message is needed). */
export const codeInput = (text: string, length: number): string => text.replace(/\D/g, '').slice(0, length);
