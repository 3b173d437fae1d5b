import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Icon, selectViewport, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { CHEVRON_DOWN_ICON, CHEVRON_UP_ICON } from '../icons.tsx';
import { CouponView } from './CouponView.tsx';
import { useCouponReminder } from './useCouponReminder.ts';
import { useSportsSelector } from './useSportsSelector.ts';

/**
 * The quick coupon panel: a side column on desktop, a bottom sheet on mobile that opens from a bar showing how many
 * selections it holds. Hidden on the coupon page, which shows the same coupon in full.
 */
export default function QuickCoupon() {
  const { t } = useTranslation('sports');
  const entry = useRouteEntry();
  const viewport = useSelector(selectViewport);
  const count = useSportsSelector((state) => state.coupon.bets.length);
  const placed = useSportsSelector((state) => state.coupon.placing.status === 'succeeded');
  const [expanded, setExpanded] = useState(false);
  const reminder = useCouponReminder();
  const couponPage = useRouteHref()('coupon');
  if (entry?.name === 'coupon') return null;
  const mobile = viewport === 'mobile';
  if (mobile && count === 0 && !placed) return null;
  const collapsed = mobile && !expanded;
  return (
    <section className={`quick-coupon${collapsed ? ' quick-coupon--collapsed' : ''}`} aria-label={t('coupon')} data-testid="quick-coupon">
      <button type="button" className="quick-coupon__handle" aria-expanded={!collapsed} onClick={() => setExpanded(!expanded)}>
        <span>
          {t('coupon')} <span className="sports-menu__count">{count}</span>
        </span>
        <Icon path={collapsed ? CHEVRON_UP_ICON : CHEVRON_DOWN_ICON} />
      </button>
      {reminder.visible && (
        <p role="alert" className="coupon__message quick-coupon__reminder">
          {t('reminder_text')}{' '}
          {couponPage && (
            <Link to={couponPage} onClick={reminder.dismiss}>
              {t('reminder_action')}
            </Link>
          )}
        </p>
      )}
      <h2 className="quick-coupon__title">
        {t('coupon')} <span className="sports-menu__count">{count}</span>
      </h2>
      {/* Collapsed, the sheet is only its bar: a tap on a price then changes a count, not a whole slip. */}
      {!collapsed && <CouponView />}
    </section>
  );
}
