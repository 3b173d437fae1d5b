import { Icon, useTranslation } from '@host/sdk';
import { useDispatch, useSelector } from 'react-redux';
import { balanceHiddenChangeRequested, selectBalanceHidden, selectUserConfig } from '../accountSlice.ts';

const EYE_ICON = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z';
const EYE_OFF_ICON = 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.9 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';

/**
 * Hides or shows the balances everywhere they show (the user config's `user_hide_balance`), once the config is known.
 * Its name says what a press does ("Show balances" while they are hidden), so it is not also a pressed-state toggle;
 * `compact` draws it as an eye (the header), which draws what a press gives.
 */
export function BalanceVisibilityToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const hidden = useSelector(selectBalanceHidden);
  const known = useSelector((state: object) => selectUserConfig(state).data !== null);
  const dispatch = useDispatch();
  if (!known) return null;
  const label = t(hidden ? 'balance_show' : 'balance_hide');
  return (
    <button
      type="button"
      className={compact ? 'icon-button balance-toggle' : 'button balance-toggle'}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={() => dispatch(balanceHiddenChangeRequested({ hidden: !hidden }))}
    >
      {compact ? <Icon path={hidden ? EYE_ICON : EYE_OFF_ICON} /> : label}
    </button>
  );
}
