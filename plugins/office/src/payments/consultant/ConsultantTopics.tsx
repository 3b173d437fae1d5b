import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { OFFICE_NS } from '../../frame/officeMenu.ts';

/** The topics a player may ask the payment consultant about, each leading to its question form. */
export function ConsultantTopics({ topics }: { topics: ConsultantReply['topics'] }) {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  return (
    <>
      <h2>{t('pay_consultant_ask')}</h2>
      <ul className="pay-list" data-testid="pay-consultant-topics">
        {topics.map((topic) => {
          const to = href('office.payment.create-request', { topicId: topic.id });
          return <li key={topic.id}>{to ? <Link to={to}>{topic.title}</Link> : topic.title}</li>;
        })}
      </ul>
    </>
  );
}
