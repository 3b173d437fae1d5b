import { openModal, useTranslation } from '@host/sdk';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { questionSentAt, USER_QUESTION_MODAL } from './consultantModals.ts';
import { ConsultantGate } from './ConsultantGate.tsx';
import { ConsultantRequests } from './ConsultantRequests.tsx';
import { ConsultantTopics } from './ConsultantTopics.tsx';
import { useConsultant } from './useConsultant.ts';

/**
 * `payment/requests`: the topics to ask the payment consultant about, a quick question (the user-question modal), and
 * the player's requests, read again when the modal comes back here with a question sent (not when a modal opens).
 */
export default function PaymentRequestsPage() {
  const { t } = useTranslation(OFFICE_NS);
  const dispatch = useDispatch();
  const state = useConsultant(questionSentAt(useLocation().state));
  return (
    <ConsultantGate state={state} titleKey="pay_consultant_title">
      {(data) => (
        <>
          <ConsultantTopics topics={data.topics} />
          <button type="button" className="button button--primary" onClick={() => dispatch(openModal(USER_QUESTION_MODAL))}>
            {t('pay_consultant_quick_question')}
          </button>
          <ConsultantRequests data={data} />
        </>
      )}
    </ConsultantGate>
  );
}
