import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import type { PlacedCoupon, PlaceCouponReply } from '../../schemas/sports.ts';
import { fetchCouponHistory, fetchPlacedCoupon } from '../api/couponApi.ts';
import { usePolling } from '../line/usePolling.ts';
import { CashOutPanel } from './CashOutPanel.tsx';
import { HistoryCoupon } from './HistoryCoupon.tsx';
import { isOpenCoupon, useCashOutOffers } from './useCashOutOffers.ts';

const HISTORY_POLL_MS = 30_000;

/** The list routes and the routes of one of their coupons (routes.json). */
const ROUTES = {
  history: { list: 'office.history', coupon: 'office.history.powerbet' },
  opened: { list: 'opened-bets', coupon: 'opened-bets.powerbet' },
} as const;

type Routes = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * office/history (every coupon) and user/opened-bets (coupons not settled yet), newest first; their
 * `{couponId}/powerbet` routes show that one coupon, settled or not.
 */
export default function HistoryPage() {
  const { t } = useTranslation('sports');
  const opened = (useRouteEntry()?.name ?? '').startsWith('opened-bets');
  const { couponId } = useParams();
  const routes = opened ? ROUTES.opened : ROUTES.history;
  return (
    <div className="sports-page history">
      <h1 className="sports-page__title">{t(opened ? 'page_opened-bets' : 'page_office_history')}</h1>
      {couponId ? <OneCoupon couponId={couponId} routes={routes} opened={opened} /> : <CouponList routes={routes} opened={opened} />}
    </div>
  );
}

/**
 * The coupons as polled, each replaced by the one a cash out answered until a poll brings it (a cash out's reply is
 * newer than the last poll), and the cash-out panel under each open one.
 */
function useCashOutView(polled: readonly PlacedCoupon[] | null) {
  const [answered, setAnswered] = useState<ReadonlyMap<string, PlacedCoupon>>(new Map());
  const newer = (coupon: PlacedCoupon) => {
    const reply = answered.get(coupon.id);
    return reply && (reply.cashOuts?.length ?? 0) > (coupon.cashOuts?.length ?? 0) ? reply : coupon;
  };
  const coupons = polled?.map(newer) ?? null;
  const offers = useCashOutOffers(coupons);
  const panelOf = (coupon: PlacedCoupon) =>
    (isOpenCoupon(coupon) || answered.has(coupon.id)) && (
      <CashOutPanel
        coupon={coupon}
        offer={isOpenCoupon(coupon) ? (offers.get(coupon.id) ?? null) : null}
        onCashedOut={(reply: PlaceCouponReply) => setAnswered((before) => new Map(before).set(reply.coupon.id, reply.coupon))}
      />
    );
  return { coupons, panelOf };
}

function CouponList({ routes, opened }: { routes: Routes; opened: boolean }) {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const { data, error } = usePolling<readonly PlacedCoupon[]>(
    `history:${opened}`,
    (signal) => fetchCouponHistory(opened, signal).then((reply) => reply.coupons),
    HISTORY_POLL_MS,
  );
  const { coupons, panelOf } = useCashOutView(data);
  return (
    <>
      {error && !data && <p role="alert">{t('history_load_error')}</p>}
      {data === null && !error && <div className="event-list__skeleton" aria-busy="true" />}
      {data?.length === 0 && <p>{t(opened ? 'history_empty_opened' : 'history_empty')}</p>}
      {coupons?.map((coupon) => (
        <HistoryCoupon key={coupon.id} coupon={coupon} href={hrefOf(routes.coupon, { couponId: coupon.id })}>
          {panelOf(coupon)}
        </HistoryCoupon>
      ))}
    </>
  );
}

function OneCoupon({ couponId, routes, opened }: { couponId: string; routes: Routes; opened: boolean }) {
  const { t } = useTranslation('sports');
  const list = useRouteHref()(routes.list);
  const { data, error } = usePolling<PlacedCoupon>(`coupon:${couponId}`, (signal) => fetchPlacedCoupon(couponId, signal), HISTORY_POLL_MS);
  const notFound = error instanceof HttpError && error.status === 404;
  const { coupons, panelOf } = useCashOutView(data ? [data] : null);
  return (
    <>
      {error && !data && <p role="alert">{t(notFound ? 'history_coupon_not_found' : 'history_load_error')}</p>}
      {data === null && !error && <div className="event-list__skeleton" aria-busy="true" />}
      {coupons?.map((coupon) => (
        <HistoryCoupon key={coupon.id} coupon={coupon}>
          {panelOf(coupon)}
        </HistoryCoupon>
      ))}
      {list && <Link to={list}>{t(opened ? 'history_all_open_bets' : 'history_all_bets')}</Link>}
    </>
  );
}
