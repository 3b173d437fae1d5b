import { formatDateTime, selectLanguage, selectPreferences, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { OFFICE_NS } from '../../frame/officeMenu.ts';

/** The player's questions to the payment consultant, newest first, each with its topic, date and state. */
export function ConsultantRequests({ data }: { data: ConsultantReply }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  return (
    <>
      <h2>{t('pay_consultant_requests')}</h2>
      {data.requests.length === 0 ? (
        <p>{t('pay_consultant_no_requests')}</p>
      ) : (
        <ul className="pay-list" data-testid="pay-consultant-requests">
          {data.requests.map((request) => (
            <li key={request.id}>
              <strong>{data.topics.find((topic) => topic.id === request.topicId)?.title ?? request.topicId}</strong> · {formatDateTime(lang, request.createdAt, preferences)} · {t(`pay_request_${request.status}`)}
              <p>{request.message}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
