import { selectLanguage, useOptionalService, useRouteEntry, useTranslation, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { OFFICE_API, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';

/** What each route asks for: the bet history by e-mail, its clearing, or the casino history by e-mail. */
export const HISTORY_KIND_OF_ROUTE = {
  'office.history-mail': 'mail',
  'office.history-clear': 'clear',
  'office.history-casino-mail': 'casinoMail',
} as const;

/** office/history-mail, history-clear and history-casino-mail (query accountId: the account, else the active one). */
export default function HistoryMailPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const route = useRouteEntry();
  const kind = HISTORY_KIND_OF_ROUTE[(route?.name ?? 'office.history-mail') as keyof typeof HISTORY_KIND_OF_ROUTE] ?? 'mail';
  const [query] = useSearchParams();
  const accounts = useOptionalService(accountsService);
  const list = useSelector((state: HostState) => accounts?.selectAccounts(state) ?? null);
  const active = useSelector((state: HostState) => accounts?.selectActiveAccount(state) ?? null);
  const accountId = query.get('accountId') ?? active?.id ?? '';
  const account = list?.find((candidate) => candidate.id === accountId);
  const [state, setState] = useState<{ done: boolean; errorKey: string | null; busy: boolean }>({ done: false, errorKey: null, busy: false });
  return (
    <OfficeFrame titleKey={`history_${kind}_title`}>
      <p>{t(`history_${kind}_intro`)}</p>
      <p data-testid="office-history-account">{t('history_account', { account: account ? `${account.id} (${account.iso})` : accountId })}</p>
      <ErrorText messageKey={state.errorKey} />
      <DoneText messageKey={state.done ? `history_${kind}_done` : null} />
      <button
        type="button"
        className="button button--primary"
        disabled={state.busy || !accountId || state.done}
        onClick={async () => {
          setState({ done: false, errorKey: null, busy: true });
          try {
            await officeSend(`${OFFICE_API}/history-requests`, { kind, accountId }, validate_officeSuccessReply, 'history request', lang);
            setState({ done: true, errorKey: null, busy: false });
          } catch (error) {
            setState({ done: false, errorKey: refusalKeyOf(error), busy: false });
          }
        }}
      >
        {t(`history_${kind}_action`)}
      </button>
    </OfficeFrame>
  );
}
