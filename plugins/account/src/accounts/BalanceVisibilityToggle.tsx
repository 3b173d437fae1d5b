import { useTranslation } from '@host/sdk';
import { useDispatch, useSelector } from 'react-redux';
import { balanceHiddenChangeRequested, selectBalanceHidden, selectUserConfig } from '../accountSlice.ts';

/** Hides or shows the balances everywhere they show (the user config's `user_hide_balance`), once the config is known. */
export function BalanceVisibilityToggle() {
  const { t } = useTranslation('account');
  const hidden = useSelector(selectBalanceHidden);
  const known = useSelector((state: object) => selectUserConfig(state).data !== null);
  const dispatch = useDispatch();
  if (!known) return null;
  return (
    <button type="button" className="button balance-toggle" aria-pressed={hidden} onClick={() => dispatch(balanceHiddenChangeRequested({ hidden: !hidden }))}>
      {t('balance_hide')}
    </button>
  );
}
