import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { type HostState, selectViewport, useTranslation } from '@host/sdk';
import { lazySlot } from '../lazySlot.tsx';
import { selectSports } from '../sportsSelectors.ts';

// Requested in a task after the one of the tap that adds the first bet, whose frame shows the price selected (INP).
// It shows only while the coupon holds something, so the coupon reducer is loaded by then (loadCouponReducer).
const QuickCoupon = lazySlot(() => new Promise((later) => setTimeout(later)).then(() => import(/* webpackChunkName: "slip" */ './QuickCoupon.tsx')));

/**
 * The quick coupon's place in the layout. Until the coupon holds something, it is a one-line hint on desktop and
 * nothing on mobile, so the slip's code (and its selectors and maths) loads with the first bet, not with every page.
 * On desktop the box stays while that code loads: an empty side column is hidden, and the line beside it would
 * widen and then narrow again under the bettor's next tap.
 */
export function QuickCouponSlot() {
  const { t } = useTranslation('sports');
  const viewport = useSelector(selectViewport);
  const inUse = useSelector((state: HostState) => {
    const { coupon } = selectSports(state);
    return coupon.bets.length > 0 || coupon.placing.status !== 'idle';
  });
  if (viewport !== 'desktop') return inUse ? <QuickCoupon /> : null;
  const box = (message: ReactNode) => (
    <section className="quick-coupon" aria-label={t('coupon')} aria-busy={inUse} data-testid="quick-coupon">
      <h2 className="quick-coupon__title">{t('coupon')}</h2>
      {message}
    </section>
  );
  return inUse ? <QuickCoupon fallback={box(null)} /> : box(<p className="coupon__message">{t('coupon_empty')}</p>);
}
