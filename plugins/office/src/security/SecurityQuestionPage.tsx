import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';

const ANSWER_MAX_LENGTH = 100;

/** office/security-question: a question from the server's list and the player's answer. */
export default function SecurityQuestionPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [choice, setChoice] = useState<number | null>(null);
  const [answer, setAnswer] = useState('');
  return (
    <OfficeFrame titleKey="page_securityQuestion">
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) => {
          const questionId = choice ?? security.securityQuestionId ?? security.questions[0]?.id;
          return (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send('security/question', { questionId, answer }, 'saved').then((saved) => saved && setAnswer(''));
              }}
            >
              <label>
                {t('question')}
                <select value={questionId} onChange={(event) => setChoice(Number(event.target.value))}>
                  {security.questions.map((question) => (
                    <option key={question.id} value={question.id}>
                      {question.text}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('answer')}
                <input value={answer} maxLength={ANSWER_MAX_LENGTH} onChange={(event) => setAnswer(event.target.value)} autoComplete="off" />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || answer.trim().length < 2}>
                {t('save')}
              </button>
            </form>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
