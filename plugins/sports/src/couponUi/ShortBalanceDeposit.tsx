import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { selectTotalStake } from '../coupon/couponSelectors.ts';
import { useSportsSelector, usePayingAccount } from './useSportsSelector.ts';

/**
 * Offers the deposit page when the paying account cannot cover the slip's total stake, or the platform refused the
 * last placement for the balance (it knows of money the page has not seen yet). Nothing where the domain serves no
 * deposit page.
 */
export function ShortBalanceDeposit() {
  const { t } = useTranslation('sports');
  const account = usePayingAccount();
  const totalStake = useSportsSelector(selectTotalStake);
  const refusedForBalance = useSportsSelector((state) => state.coupon.placing.error?.code === 'insufficient_balance');
  const depositHref = useRouteHref()('office.recharge');
  if (!account || depositHref === null) return null;
  if (!refusedForBalance && !(totalStake > account.money + 1e-9)) return null;
  return (
    <p className="coupon__message coupon__short-balance" data-testid="coupon-short-balance">
      {t('balance_short')}{' '}
      <Link className="button button--accent coupon__deposit" to={depositHref}>
        {t('deposit')}
      </Link>
    </p>
  );
}
