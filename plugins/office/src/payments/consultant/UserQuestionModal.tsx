import { useRouteHref, useTranslation, type ModalProps } from '@host/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { ConsultantModalGate } from './ConsultantGate.tsx';
import { ConsultantQuestionForm } from './ConsultantQuestionForm.tsx';
import type { QuestionSentState } from './consultantModals.ts';

/**
 * The user-question modal (first document 2.10): a question to the payment consultant without leaving the page. The
 * modal's value (`?user-question=deposit`) chooses the topic; once sent, the player sees it among their requests.
 */
export default function UserQuestionModal({ value, onClose }: ModalProps) {
  const { t } = useTranslation(OFFICE_NS);
  return (
    <section>
      <h2>{t('pay_consultant_quick_question')}</h2>
      <ConsultantModalGate>{(data, flagStored) => <Question data={data} flagStored={flagStored} topic={value} onClose={onClose} />}</ConsultantModalGate>
    </section>
  );
}

function Question({ data, flagStored, topic, onClose }: { data: ConsultantReply; flagStored: boolean; topic: string | null; onClose: () => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const navigate = useNavigate();
  const [topicId, setTopicId] = useState(data.topics.find((candidate) => candidate.id === topic)?.id ?? data.topics[0]?.id ?? '');
  const sent = () => {
    onClose();
    const requests = href('office.payment.requests');
    if (requests) navigate(requests, { state: { questionSentAt: Date.now() } satisfies QuestionSentState });
  };
  return (
    <ConsultantQuestionForm subject={{ topicId, subTopicId: null, transactionId: null }} flagStored={flagStored} onSent={sent}>
      <label>
        {t('pay_consultant_topic')}
        <select value={topicId} onChange={(event) => setTopicId(event.target.value)}>
          {data.topics.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
      </label>
    </ConsultantQuestionForm>
  );
}
