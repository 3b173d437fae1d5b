import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectFeatures, useDateTimeText, useTranslation } from '@host/sdk';
import { isExtraLimitsSectionDisabled, isLimitFieldDisabled, type Exclusion } from '../limitRules.ts';
import { limitsConfigOf } from '../limitsConfigOf.ts';
import { DEPOSIT_LIMIT_TYPES, EXTRA_LIMIT_TYPES, LIMIT_STATE, LIMIT_TYPE, LOSS_LIMIT_TYPES, WAGERING_LIMIT_TYPES } from '../limitsConstants.ts';
import { CLOSED_REASON_KEYS, selectExclusion, selectLimits, selectLimitsState, selectUpcomingExclusion } from '../limitsSelectors.ts';
import { answersSubmitted, limitsSaveRequested, offerRequested } from '../limitsSlice.ts';
import { BreakSection } from './BreakSection.tsx';
import { LimitRow } from './LimitRow.tsx';
import { ProfileLimitNotes } from './ProfileLimitNotes.tsx';
import { useLimitValueText } from './useLimitValueText.ts';

/** The feature of the site config that shows the self-exclusion reasons. */
export const REASONS_FEATURE = 'selfExcludeReasons';

function ExclusionStatus() {
  const { t } = useTranslation('limits');
  const dateText = useDateTimeText();
  const valueText = useLimitValueText();
  const exclusion = useSelector(selectExclusion);
  const upcoming = useSelector(selectUpcomingExclusion);
  // Its length in days (second document: end minus start, divided by 86,400), in the words of the limit's own value.
  const lengthText = ({ kind, days }: Exclusion) => (days === null ? '' : t('exclusion_length', { days: valueText(kind === 'selfExclusion' ? LIMIT_TYPE.selfExclusion : LIMIT_TYPE.timeOut, days) }));
  if (exclusion) {
    return (
      <p className="limits-status limits-status--closed" role="status">
        {t(CLOSED_REASON_KEYS[exclusion.kind])} {exclusion.endsAt !== null && t('exclusion_until', { date: dateText(exclusion.endsAt) })} {lengthText(exclusion)}
      </p>
    );
  }
  if (upcoming) {
    return (
      <p className="limits-status limits-status--warning" role="status">
        {t('exclusion_upcoming', { kind: t(`kind_${upcoming.kind}`), date: dateText(upcoming.startedAt) })} {lengthText(upcoming)}
      </p>
    );
  }
  return null;
}

function QuestionsForm() {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const { questions, saving } = useSelector(selectLimitsState);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  if (!questions) return null;
  return (
    <form
      className="limits-group limits-questions"
      onSubmit={(submit) => {
        submit.preventDefault();
        dispatch(answersSubmitted({ answers: Object.entries(answers).map(([questionId, answerId]) => ({ questionId: Number(questionId), answerId })) }));
      }}
    >
      <h2>{t('questions_title')}</h2>
      {questions.questions.map((question) => (
        <fieldset key={question.id}>
          <legend>{question.text}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id}>
              <input type="radio" name={`question-${question.id}`} checked={answers[question.id] === answer.id} onChange={() => setAnswers({ ...answers, [question.id]: answer.id })} />
              {answer.text}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button button--accent" disabled={saving || questions.questions.some((question) => answers[question.id] === undefined)}>
        {t('questions_send')}
      </button>
    </form>
  );
}

function Group({ name, types, locked = false }: { name: string; types: readonly number[]; locked?: boolean }) {
  const { t } = useTranslation('limits');
  return (
    <section className="limits-group" aria-labelledby={`limits-${name}`}>
      <h2 id={`limits-${name}`}>{t(`group_${name}`)}</h2>
      <p>{t(`group_${name}_text`)}</p>
      {types.map((limitType) => (
        <LimitRow key={limitType} limitType={limitType} locked={locked} />
      ))}
    </section>
  );
}

/** office/responsible: every limit type, grouped and explained; a break (time-out, self-exclusion) comes first. */
export default function ResponsiblePage() {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const features = useSelector(selectFeatures);
  const limits = useSelector(selectLimits);
  const loaded = useSelector(selectLimitsState).limits !== null;
  const { lockWhilePending, increaseCoolingOffS } = useSelector(limitsConfigOf);
  const withReasons = features[REASONS_FEATURE] === true;
  useEffect(() => void dispatch(offerRequested({ withReasons })), [dispatch, withReasons]);
  const extraDisabled = isExtraLimitsSectionDisabled(
    limits,
    limits.filter((limit) => EXTRA_LIMIT_TYPES.includes(limit.limitType)).map((limit) => isLimitFieldDisabled(limit, lockWhilePending)),
  );
  const lockActive = limits.some((limit) => limit.limitType === LIMIT_TYPE.extraLimitsLock && limit.limitState === LIMIT_STATE.active);
  return (
    <div className="limits-page">
      <h1>{t('page_title')}</h1>
      <p>{t('page_intro', { hours: increaseCoolingOffS / 3600 })}</p>
      <ProfileLimitNotes />
      <ExclusionStatus />
      {!loaded && <p>{t('loading')}</p>}
      <QuestionsForm />
      <BreakSection />
      <Group name="deposit" types={DEPOSIT_LIMIT_TYPES} />
      {extraDisabled && <p className="limits-status">{t('group_extra_locked')}</p>}
      <Group name="wagering" types={WAGERING_LIMIT_TYPES} locked={extraDisabled} />
      <Group name="loss" types={LOSS_LIMIT_TYPES} locked={extraDisabled} />
      {!lockActive && (
        <p>
          <button type="button" className="button" onClick={() => dispatch(limitsSaveRequested({ limits: [{ limitType: LIMIT_TYPE.extraLimitsLock, limitValue: 1 }] }))}>
            {t(`type_${LIMIT_TYPE.extraLimitsLock}`)}
          </button>
        </p>
      )}
      <Group name="session" types={[LIMIT_TYPE.sessionLimit, LIMIT_TYPE.realityCheck]} />
    </div>
  );
}
