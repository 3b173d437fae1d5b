import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useOptionalService, useTranslation } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { LIMIT_STATE, LIMIT_TYPE } from '../limitsConstants.ts';
import { selectLimits, selectLimitsState } from '../limitsSelectors.ts';
import { realityCheckAnswered } from '../limitsSlice.ts';

/** The session limit's end: a permanent error, whose only way out logs the player out (first document 4.3 and 8). */
function SessionEndedAlert() {
  const { t } = useTranslation('limits');
  const session = useOptionalService(sessionService);
  const ended = useSelector(selectLimitsState).sessionEnded;
  if (!ended) return null;
  return (
    <div className="limits-approval" role="alertdialog" aria-modal="true" aria-labelledby="limits-session-ended">
      <div className="limits-approval__box">
        <h2 id="limits-session-ended">{t('session_ended_title')}</h2>
        <p>{t('session_ended_text')}</p>
        <button type="button" className="button button--accent" onClick={() => void session?.signOut({ goHome: true })}>
          {t('session_ended_close')}
        </button>
      </div>
    </div>
  );
}

/** The reality check's alert: continue, log out or close, with "do not show again" (keep the session). */
function RealityCheckAlert() {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const shownAt = useSelector(selectLimitsState).realityCheckShownAt;
  const minutes = useSelector(selectLimits).find((limit) => limit.limitType === LIMIT_TYPE.realityCheck && limit.limitState === LIMIT_STATE.active)?.limitValue;
  const [keepSession, setKeepSession] = useState(false);
  if (shownAt === null) return null;
  const answer = (action: 'continue' | 'log_out' | 'nothing') => dispatch(realityCheckAnswered({ action, keepSession }));
  return (
    <div className="limits-approval" role="alertdialog" aria-modal="true" aria-labelledby="limits-reality-check">
      <div className="limits-approval__box">
        <h2 id="limits-reality-check">{t('reality_title')}</h2>
        <p>{t('reality_text', { count: minutes ?? 0 })}</p>
        <label className="limits-self-exclusion__confirm">
          <input type="checkbox" checked={keepSession} onChange={(change) => setKeepSession(change.target.checked)} />
          {t('reality_keep')}
        </label>
        <div className="limits-approval__actions">
          <button type="button" className="button button--accent" onClick={() => answer('continue')}>
            {t('reality_continue')}
          </button>
          <button type="button" className="button" onClick={() => answer('log_out')}>
            {t('reality_log_out')}
          </button>
          <button type="button" className="button" onClick={() => answer('nothing')}>
            {t('reality_close')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function SessionSafetyAlerts() {
  return (
    <>
      <SessionEndedAlert />
      <RealityCheckAlert />
    </>
  );
}
