import { selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { formatDate } from '../formatDate.ts';
import { ConsultantGate } from './ConsultantGate.tsx';
import { useConsultant } from './useConsultant.ts';

/** `payment/requests`: the topics to ask the payment consultant about, and the player's requests. */
export default function PaymentRequestsPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const state = useConsultant();
  return (
    <ConsultantGate state={state} titleKey="pay_consultant_title">
      {(data) => (
        <>
          <h2>{t('pay_consultant_ask')}</h2>
          <ul className="pay-list">
            {data.topics.map((topic) => {
              const to = href('office.payment.create-request', { topicId: topic.id });
              return <li key={topic.id}>{to ? <Link to={to}>{topic.title}</Link> : topic.title}</li>;
            })}
          </ul>
          <h2>{t('pay_consultant_requests')}</h2>
          {data.requests.length === 0 ? (
            <p>{t('pay_consultant_no_requests')}</p>
          ) : (
            <ul className="pay-list" data-testid="pay-consultant-requests">
              {data.requests.map((request) => (
                <li key={request.id}>
                  <strong>{data.topics.find((topic) => topic.id === request.topicId)?.title ?? request.topicId}</strong> · {formatDate(lang, request.createdAt)} · {t(`pay_request_${request.status}`)}
                  <p>{request.message}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ConsultantGate>
  );
}
