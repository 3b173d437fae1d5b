import { useTranslation } from '@host/sdk';
import { useState, type FormEvent, type ReactNode } from 'react';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { paymentErrorOf } from '../paymentErrors.ts';
import { createConsultantRequest } from '../paymentsApi.ts';
import { useMoneyAction } from '../useMoneyAction.ts';

const MESSAGE_MAX_LENGTH = 1000;

/** What a question is about: its topic, and the sub-topic or transaction the player chose, if any. */
export type QuestionSubject = { topicId: string; subTopicId: string | null; transactionId: string | null };

type RequestInput = QuestionSubject & { flagStored: boolean; message: string };
const send = (key: string, { flagStored, ...body }: RequestInput) => createConsultantRequest(key, flagStored, body);

/**
 * The question to the payment consultant, sent once under an idempotency key (a double click asks once), on the
 * create-request page and in the user-question modal; `children` come before the text (the modal's topic choice).
 */
export function ConsultantQuestionForm({ subject, flagStored, onSent, children }: { subject: QuestionSubject; flagStored: boolean; onSent: () => void; children?: ReactNode }) {
  const { t } = useTranslation(OFFICE_NS);
  const [message, setMessage] = useState('');
  const action = useMoneyAction(send);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.submit({ ...subject, flagStored, message: message.trim() })) onSent();
  };
  const failure = action.error ? paymentErrorOf(action.error) : null;
  return (
    <form className="pay-form" onSubmit={submit}>
      {children}
      <label>
        {t('pay_consultant_message')}
        <textarea value={message} maxLength={MESSAGE_MAX_LENGTH} rows={5} onChange={(event) => setMessage(event.target.value)} />
      </label>
      {failure && <p role="alert">{t(failure.key)}</p>}
      <button type="submit" className="button button--primary" disabled={message.trim() === '' || action.busy}>
        {t('pay_consultant_send')}
      </button>
    </form>
  );
}
