import { useDispatch, useSelector } from 'react-redux';
import { useDateTimeText, useTranslation } from '@host/sdk';
import { selectDueApproval } from '../limitsSelectors.ts';
import { limitActionRequested } from '../limitsSlice.ts';
import { useLimitValueText } from '../page/useLimitValueText.ts';

/**
 * At the due time of a raised deposit limit, a confirm that cannot be closed (first document 4.3): the player
 * approves or rejects it, and nothing else on the page can be used until they do.
 */
export function DueApprovalPopup() {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const due = useSelector(selectDueApproval);
  const valueText = useLimitValueText();
  const dateText = useDateTimeText();
  if (!due) return null;
  const decide = (action: 'confirm' | 'reject') => dispatch(limitActionRequested({ limitType: due.limitType, action }));
  return (
    <div className="limits-approval" role="alertdialog" aria-modal="true" aria-labelledby="limits-approval-title">
      <div className="limits-approval__box">
        <h2 id="limits-approval-title">{t('approval_title')}</h2>
        <p>{t('approval_text', { date: dateText(due.startedAt), period: t(`type_${due.limitType}`), value: valueText(due.limitType, due.limitValue) })}</p>
        <div className="limits-approval__actions">
          <button type="button" className="button button--accent" onClick={() => decide('confirm')}>
            {t('approval_confirm')}
          </button>
          <button type="button" className="button" onClick={() => decide('reject')}>
            {t('approval_reject')}
          </button>
        </div>
      </div>
    </div>
  );
}
