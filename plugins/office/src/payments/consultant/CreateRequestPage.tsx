import { formatMoney, selectLanguage, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import type { ConsultantReply, Payment } from '../../../schemas/payments.ts';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { formatDate } from '../formatDate.ts';
import { paymentErrorOf } from '../paymentErrors.ts';
import { createConsultantRequest, fetchPayments } from '../paymentsApi.ts';
import { useMoneyAction } from '../useMoneyAction.ts';
import { ConsultantGate } from './ConsultantGate.tsx';
import { useConsultant } from './useConsultant.ts';

/** The route that lists a topic's transactions to choose from. */
export const TRANSACTIONS_ROUTE = 'office.payment.create-request.transactions';
const MESSAGE_MAX_LENGTH = 1000;

type RequestInput = { flagStored: boolean; topicId: string; subTopicId: string | null; transactionId: string | null; message: string };
const send = (key: string, { flagStored, ...body }: RequestInput) => createConsultantRequest(key, flagStored, body);

/**
 * `payment/create-request/{topicId}` and its sub-pages: `{topicId}/transactions` (pick the deposit or withdrawal the
 * question is about), `{topicId}/transactions/{transactionId}` and `{topicId}/{subTopicId}` (the question itself).
 */
export default function CreateRequestPage() {
  const state = useConsultant();
  return <ConsultantGate state={state} titleKey="pay_consultant_create_title">{(data, flagStored) => <CreateRequest data={data} flagStored={flagStored} />}</ConsultantGate>;
}

function CreateRequest({ data, flagStored }: { data: ConsultantReply; flagStored: boolean }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const navigate = useNavigate();
  const { topicId = '', subTopicId = null, transactionId = null } = useParams();
  const listing = useRouteEntry()?.name === TRANSACTIONS_ROUTE;
  const topic = data.topics.find((candidate) => candidate.id === topicId);
  const subTopic = topic?.subTopics.find((candidate) => candidate.id === subTopicId) ?? null;
  const [transactions, setTransactions] = useState<Payment[] | null>(null);
  const [message, setMessage] = useState('');
  const action = useMoneyAction(send);

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

  if (!topic || (subTopicId !== null && !subTopic)) return <p role="alert">{t('pay_consultant_no_topic')}</p>;
  const transaction = transactionId === null ? null : (transactions?.find((candidate) => candidate.id === transactionId) ?? null);
  const describe = (payment: Payment) => `${formatDate(lang, payment.createdAt)} · ${payment.methodName} · ${formatMoney(lang, payment.amount, payment.currency)} · ${t(`pay_status_${payment.status}`)}`;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await action.submit({ flagStored, topicId, subTopicId, transactionId, message: message.trim() });
    const requests = href('office.payment.requests');
    if (created && requests) navigate(requests);
  };
  const failure = action.error ? paymentErrorOf(action.error) : null;
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
      <form className="pay-form" onSubmit={submit}>
        <label>
          {t('pay_consultant_message')}
          <textarea value={message} maxLength={MESSAGE_MAX_LENGTH} rows={5} onChange={(event) => setMessage(event.target.value)} />
        </label>
        {failure && <p role="alert">{t(failure.key)}</p>}
        <button type="submit" className="button button--primary" disabled={message.trim() === '' || action.busy}>
          {t('pay_consultant_send')}
        </button>
      </form>
    </>
  );
}
