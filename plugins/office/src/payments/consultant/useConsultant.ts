import { safeStorage, selectLanguage } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { fetchConsultant, fetchPaymentSettings } from '../paymentsApi.ts';
import { isPaymentConsultantAvailable, PAYMENT_CONSULTANT_FLAG_KEY, PAYMENT_CONSULTANT_QUERY } from '../paymentRules.ts';

const storage = () => safeStorage('localStorage');

/** Whether the player came with `payment_consultant=1` once (first document 2.10: the query is stored as a flag). */
export const isConsultantFlagStored = (): boolean => storage().getItem(PAYMENT_CONSULTANT_FLAG_KEY) === '1';

/** Stores the `payment_consultant=1` query of the page's address as the flag. */
export function useStoredConsultantFlag(): void {
  const [search] = useSearchParams();
  const flag = search.get(PAYMENT_CONSULTANT_QUERY);
  useEffect(() => {
    if (flag === '1') storage().setItem(PAYMENT_CONSULTANT_FLAG_KEY, '1');
  }, [flag]);
}

export type ConsultantState = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'failed' } | { kind: 'ready'; data: ConsultantReply; flagStored: boolean };

/**
 * The payment consultant for the pages: unavailable (the pages go to the 500 page) unless its settings allow it for
 * the player's country, the per-country exception needing the stored flag (first document section 5). It is read
 * again whenever `reloadToken` changes.
 */
export function useConsultant(reloadToken = 0): ConsultantState {
  useStoredConsultantFlag();
  const lang = useSelector(selectLanguage);
  const [state, setState] = useState<ConsultantState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const search = new URLSearchParams(window.location.search);
    const flagStored = isConsultantFlagStored() || search.get(PAYMENT_CONSULTANT_QUERY) === '1';
    fetchPaymentSettings()
      .then(async (settings) => {
        if (!isPaymentConsultantAvailable(settings.consultant, settings.country, flagStored)) return { kind: 'unavailable' } as const;
        return { kind: 'ready', data: await fetchConsultant(lang, flagStored), flagStored } as const;
      })
      .then(
        (next) => live && setState(next),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [lang, reloadToken]);
  return state;
}
