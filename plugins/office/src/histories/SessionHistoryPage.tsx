import { formatDateTime, selectLanguage, selectPreferences, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { SessionHistoryReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeTable } from '../frame/OfficeTable.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_sessionHistoryReply } from '../generated/validate_sessionHistoryReply.js';

/** office/session-history: the player's sign-ins, the current one first. */
export default function SessionHistoryPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const { loaded } = useLoaded(`sessions:${lang}`, (signal) => officeGet<SessionHistoryReply>(`${OFFICE_API}/session-history`, validate_sessionHistoryReply, 'session history', lang, signal));
  return (
    <OfficeFrame titleKey="page_sessionHistory">
      <LoadState loaded={loaded}>
        {({ sessions }) => (
          <OfficeTable
            rows={sessions}
            rowKey={(session) => session.id}
            columns={[
              { heading: t('session_started'), cell: (session) => formatDateTime(lang, session.startedAt, preferences) },
              { heading: t('session_ended'), cell: (session) => (session.endedAt === null ? t('session_current') : formatDateTime(lang, session.endedAt, preferences)) },
              { heading: t('session_device'), cell: (session) => session.device },
              { heading: t('session_ip'), cell: (session) => session.ip },
            ]}
          />
        )}
      </LoadState>
    </OfficeFrame>
  );
}
