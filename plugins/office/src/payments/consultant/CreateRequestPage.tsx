import { formatDateTime, formatMoney, openModal, selectLanguage, selectPreferences, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import type { ConsultantReply, Payment } from '../../../schemas/payments.ts';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { fetchPayments } from '../paymentsApi.ts';
import { SUPPORT_REQUEST_HISTORY_MODAL } from './consultantModals.ts';
import { ConsultantGate } from './ConsultantGate.tsx';
import { ConsultantQuestionForm } from './ConsultantQuestionForm.tsx';
import { ConsultantTopics } from './ConsultantTopics.tsx';
import { useConsultant } from './useConsultant.ts';
import { paymentMethodName } from '../paymentMethodName.ts';

/** The route that lists a topic's transactions to choose from. */
export const TRANSACTIONS_ROUTE = 'office.payment.create-request.transactions';

/**
 * `payment/create-request` (without a topic: the topics to choose from), `payment/create-request/{topicId}` and its
 * sub-pages: `{topicId}/transactions` (pick the deposit or withdrawal the question is about),
 * `{topicId}/transactions/{transactionId}` and `{topicId}/{subTopicId}` (the question itself).
 */
export default function CreateRequestPage() {
  const state = useConsultant();
  return <ConsultantGate state={state} titleKey="pay_consultant_create_title">{(data, flagStored) => <CreateRequest data={data} flagStored={flagStored} />}</ConsultantGate>;
}

function CreateRequest({ data, flagStored }: { data: ConsultantReply; flagStored: boolean }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const href = useRouteHref();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { topicId = '', subTopicId = null, transactionId = null } = useParams();
  const listing = useRouteEntry()?.name === TRANSACTIONS_ROUTE;
  const topic = data.topics.find((candidate) => candidate.id === topicId);
  const subTopic = topic?.subTopics.find((candidate) => candidate.id === subTopicId) ?? null;
  const [transactions, setTransactions] = useState<Payment[] | null>(null);

  useEffect(() => {
    if (!topic?.transactionType) return;
    let live = true;
    fetchPayments({ type: topic.transactionType }).then(
      (payments) => live && setTransactions(payments),
      () => live && setTransactions([]),
    );
    return () => {
      live = false;
    };
  }, [topic?.transactionType]);

  if (topicId === '') return <ConsultantTopics topics={data.topics} />;
  if (!topic || (subTopicId !== null && !subTopic)) return <p role="alert">{t('pay_consultant_no_topic')}</p>;
  const transaction = transactionId === null ? null : (transactions?.find((candidate) => candidate.id === transactionId) ?? null);
  const describe = (payment: Payment) => `${formatDateTime(lang, payment.createdAt, preferences)} · ${paymentMethodName(t, payment.methodId, payment.methodName)} · ${formatMoney(lang, payment.amount, payment.currency)} · ${t(`pay_status_${payment.status}`)}`;

  if (listing) {
    return (
      <>
        <h2>{t('pay_consultant_pick_transaction', { topic: topic.title })}</h2>
        {transactions === null ? (
          <p>{t('pay_loading')}</p>
        ) : transactions.length === 0 ? (
          <p>{t('pay_history_empty')}</p>
        ) : (
          <ul className="pay-list">
            {transactions.map((payment) => {
              const to = href('office.payment.create-request.transaction', { topicId, transactionId: payment.id });
              return <li key={payment.id}>{to ? <Link to={to}>{describe(payment)}</Link> : describe(payment)}</li>;
            })}
          </ul>
        )}
      </>
    );
  }

  const requests = href('office.payment.requests');
  const transactionsLink = topic.transactionType ? href(TRANSACTIONS_ROUTE, { topicId }) : null;

  return (
    <>
      <h2>{subTopic ? `${topic.title}: ${subTopic.title}` : topic.title}</h2>
      {subTopicId === null && transactionId === null && (
        <ul className="pay-list">
          {topic.subTopics.map((sub) => {
            const to = href('office.payment.create-request.subtopic', { topicId, subTopicId: sub.id });
            return <li key={sub.id}>{to ? <Link to={to}>{sub.title}</Link> : sub.title}</li>;
          })}
          {transactionsLink && (
            <li>
              <Link to={transactionsLink}>{t('pay_consultant_about_transaction')}</Link>
            </li>
          )}
        </ul>
      )}
      {transactionId !== null && <p>{transaction ? describe(transaction) : t('pay_loading')}</p>}
      <ConsultantQuestionForm subject={{ topicId, subTopicId, transactionId }} flagStored={flagStored} onSent={() => requests && navigate(requests)} />
      <button type="button" className="button" onClick={() => dispatch(openModal(SUPPORT_REQUEST_HISTORY_MODAL))}>
        {t('pay_consultant_requests')}
      </button>
    </>
  );
}
