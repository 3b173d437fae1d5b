import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Icon, selectIsAuthenticated, useRouteHref, useTranslation } from '@host/sdk';
import { COUPON_TYPE, type CouponTypeId } from '../coupon/couponConstants.ts';
import {
  selectAmount,
  selectAmountStep,
  selectCanPlace,
  selectCouponCurrency,
  selectExpressBonus,
  selectHyperBonus,
  selectPlayerLimit,
  selectPossibleWin,
  selectQuickStakes,
  selectStakeLimits,
  selectSystemOptions,
  selectTotalCoef,
  selectTotalStake,
  selectVipBetAvailable,
} from '../coupon/couponSelectors.ts';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { couponActions } from '../coupon/couponSlice.ts';
import { SETTINGS_ICON } from '../icons.tsx';
import { useOddsFormat } from '../odds/useOddsFormat.ts';
import { placeClicked, saveRequested } from './couponFlowActions.ts';
import { BalanceRow } from './BalanceRow.tsx';
import { PayingAccountPicker } from './PayingAccountPicker.tsx';
import { CouponBetItem } from './CouponBetItem.tsx';
import { useMoney } from './useMoney.ts';
import { PlaceResult } from './PlaceResult.tsx';
import { ShortBalanceDeposit } from './ShortBalanceDeposit.tsx';
import { useSportsSelector } from './useSportsSelector.ts';
import { useSportsClosedReason } from './useSportsClosedReason.ts';
import { PromoCodeField } from './PromoCodeField.tsx';
import { selectPromoBoost } from '../coupon/promoCodeSlip.ts';

const TABS: readonly { typeId: CouponTypeId; key: string }[] = [
  { typeId: COUPON_TYPE.single, key: 'type_single' },
  { typeId: COUPON_TYPE.express, key: 'type_express' },
  { typeId: COUPON_TYPE.system, key: 'type_system' },
];


/** The bet slip: selections, type, stake, possible win and the place button; shared by the quick panel and the coupon page. */
export function CouponView() {
  const { t, i18n } = useTranslation('sports');
  const dispatch = useDispatch();
  const restriction = useSportsClosedReason();
  const hrefOf = useRouteHref();
  const format = useOddsFormat();
  const money = useMoney();
  const coupon = useSportsSelector((state) => state.coupon);
  const amount = useSportsSelector(selectAmount);
  const step = useSportsSelector(selectAmountStep);
  const totalCoef = useSportsSelector(selectTotalCoef);
  const totalStake = useSportsSelector(selectTotalStake);
  const possibleWin = useSportsSelector(selectPossibleWin);
  const promoBoost = useSportsSelector(selectPromoBoost);
  const limits = useSportsSelector(selectStakeLimits);
  const quickStakes = useSportsSelector(selectQuickStakes);
  const playerLimit = useSportsSelector(selectPlayerLimit);
  const canPlace = useSportsSelector(selectCanPlace);
  const systemOptions = useSportsSelector(selectSystemOptions);
  const expressBonus = useSportsSelector(selectExpressBonus);
  const hyperBonus = useSportsSelector(selectHyperBonus);
  const vipAvailable = useSportsSelector(selectVipBetAvailable);
  const currency = useSportsSelector(selectCouponCurrency);
  const signedIn = useSelector(selectIsAuthenticated);
  const savedCode = useSportsSelector((state) => state.savedCode);
  const { bets, typeId, placing } = coupon;

  if (placing.status === 'succeeded' && coupon.lastPlacedCoupon && bets.length === 0) return <PlaceResult coupon={coupon.lastPlacedCoupon} />;
  if (bets.length === 0) {
    return (
      <div className="coupon coupon--empty">
        <p className="coupon__message">{t('coupon_empty')}</p>
        {coupon.lastPlacedCoupon && <PlaceResult coupon={coupon.lastPlacedCoupon} />}
      </div>
    );
  }
  const activeTab = typeId === COUPON_TYPE.multipleSingles ? COUPON_TYPE.single : typeId;
  const reason = canPlace.reasons.find((candidate) => candidate !== 'placing');
  const stepAmount = (direction: 1 | -1) => dispatch(couponActions.amountChanged(Math.max(0, Math.round((amount + direction * step.step) * 100) / 100)));
  const settingsHref = `?coupon-settings-modal=1`;
  // A player the limits service keeps from betting (a self-exclusion, a time-out) is not offered a stake to type.
  const stakeLocked = signedIn && restriction.closed;
  return (
    <form
      className="coupon"
      aria-label={t('coupon')}
      onSubmit={(submit) => {
        submit.preventDefault();
        dispatch(placeClicked());
      }}
    >
      <div className="coupon__tabs" role="group" aria-label={t('coupon_type')}>
        {TABS.map((tab) => (
          <button
            key={tab.typeId}
            type="button"
            aria-pressed={activeTab === tab.typeId}
            disabled={tab.typeId !== COUPON_TYPE.single && bets.length < (tab.typeId === COUPON_TYPE.system ? 3 : 2)}
            onClick={() => dispatch(couponActions.typeChanged(tab.typeId))}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <ul className="coupon__bets">
        {bets.map((bet) => (
          <CouponBetItem key={bet.market.id} bet={bet} isSystem={typeId === COUPON_TYPE.system} />
        ))}
      </ul>
      {typeId === COUPON_TYPE.system && (
        <label className="coupon__row">
          {t('system_size')}
          <select value={coupon.systemValue} onChange={(change) => dispatch(couponActions.systemValueChanged(Number(change.target.value)))}>
            {systemOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t('system_option', { value: option.value, count: bets.length - option.offset, combo: option.combo })}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="coupon__amount">
        <button type="button" className="button" aria-label={t('amount_decrease')} disabled={stakeLocked} onClick={() => stepAmount(-1)}>
          −
        </button>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-label={t(typeId === COUPON_TYPE.multipleSingles ? 'amount_per_single' : 'amount')}
          value={Number.isFinite(amount) ? amount : ''}
          disabled={stakeLocked}
          onChange={(change) => dispatch(couponActions.amountChanged(change.target.value === '' ? 0 : Math.max(0, Number(change.target.value))))}
        />
        <button type="button" className="button" aria-label={t('amount_increase')} disabled={stakeLocked} onClick={() => stepAmount(1)}>
          +
        </button>
      </div>
      <div className="coupon__quick-stakes" role="group" aria-label={t('quick_stakes')}>
        {quickStakes.map((stake) => (
          <button key={stake} type="button" className="button" aria-pressed={amount === stake} disabled={stakeLocked} onClick={() => dispatch(couponActions.amountChanged(stake))}>
            {money(stake, currency)}
          </button>
        ))}
      </div>
      <div className="coupon__row">
        <span>{t('total_coef')}</span>
        <strong data-testid="coupon-total-coef">{typeId === COUPON_TYPE.multipleSingles ? '—' : format(totalCoef)}</strong>
      </div>
      <div className="coupon__row">
        <span>{t('total_stake')}</span>
        <strong data-testid="coupon-total-stake">
          {money(totalStake, currency)}
        </strong>
      </div>
      {signedIn && !stakeLocked && <PromoCodeField />}
      {coupon.settings.isPossibleWinShown && (
        <div className="coupon__row">
          <span>{t('possible_win')}</span>
          <strong data-testid="coupon-possible-win">
            {money(possibleWin + promoBoost, currency)}
          </strong>
        </div>
      )}
      {expressBonus.eligible && typeId === COUPON_TYPE.express && (
        <div className="coupon__row">
          <span>{t('express_bonus')}</span>
          <span>
            <strong>×{expressBonus.coef}</strong>{' '}
            <button type="button" className="coupon-bet__remove" aria-label={t('express_bonus_remove')} onClick={() => dispatch(couponActions.bonusBetRemoved())}>
              ×
            </button>
          </span>
        </div>
      )}
      {hyperBonus && (
        <div className="coupon__row">
          <span>{t('hyper_bonus', { percent: hyperBonus.hyperBonusPercent })}</span>
          <strong>
            +{money(hyperBonus.amount, currency)}
          </strong>
        </div>
      )}
      {vipAvailable && (
        <label className="coupon__row">
          {t('vip_bet')}
          <input type="checkbox" checked={coupon.settings.isVipBet} onChange={(change) => dispatch(couponSettingsActions.changed({ isVipBet: change.target.checked }))} />
        </label>
      )}
      {signedIn && coupon.settings.isSelectAccountShown && <PayingAccountPicker />}
      {signedIn && coupon.settings.isBalanceShown && <BalanceRow />}
      {signedIn && <ShortBalanceDeposit />}
      {(limits.min > 0 || Number.isFinite(limits.max)) && (
        <p className="coupon__message">{t('stake_limits', { min: money(limits.min, currency), max: Number.isFinite(limits.max) ? money(limits.max, currency) : '∞' })}</p>
      )}
      {reason && reason !== 'priceChanged' && (
        <p className="coupon__message coupon__message--error">
          {t(`cannot_place_${reason}`, {
            ...(playerLimit ? { remaining: money(playerLimit.remaining, currency) } : {}),
            ...(coupon.maxPayout !== null ? { maxPayout: money(coupon.maxPayout, currency) } : {}),
          })}
        </p>
      )}
      {signedIn && restriction.closed && (
        <p role="alert" className="coupon__message coupon__message--error" data-testid="coupon-restricted">
          {t('cannot_place_restricted')} {restriction.reason && i18n.exists(restriction.reason) ? t(restriction.reason) : null}
        </p>
      )}
      {placing.status === 'failed' && placing.error && (
        <p role="alert" className="coupon__message coupon__message--error">
          {t(`place_error_${placing.error.code}`, {
            ...(placing.error.remaining === undefined ? {} : { remaining: money(placing.error.remaining, currency) }),
            ...(placing.error.maxPayout === undefined ? {} : { maxPayout: money(placing.error.maxPayout, currency) }),
          })}
        </p>
      )}
      <div className="coupon__actions">
        {reason === 'priceChanged' ? (
          <>
            <p className="coupon__message coupon__message--error">{t('cannot_place_priceChanged')}</p>
            <button type="button" className="button button--accent" onClick={() => dispatch(couponActions.priceChangesAccepted())}>
              {t('accept_changes')}
            </button>
          </>
        ) : (
          <button type="submit" className="button button--accent" disabled={signedIn && (!canPlace.ok || restriction.closed || placing.status === 'placing')}>
            {!signedIn ? t('sign_in_to_bet') : placing.status === 'placing' ? t('placing') : t('place_bet')}
          </button>
        )}
        <div className="coupon__row">
          <button type="button" className="button" onClick={() => dispatch(couponActions.cleared())}>
            {t('clear_coupon')}
          </button>
          <button type="button" className="button" onClick={() => dispatch(saveRequested())}>
            {t('save_coupon')}
          </button>
          <Link className="button" to={settingsHref} aria-label={t('coupon_settings')}>
            <Icon path={SETTINGS_ICON} />
          </Link>
        </div>
        {savedCode && (
          <p className="coupon__message" data-testid="coupon-saved-code">
            {t('saved_code', { code: savedCode })}{' '}
            {hrefOf('coupon') && <Link to={`${hrefOf('coupon')}?load=${savedCode}`}>{t('saved_code_link')}</Link>}
          </p>
        )}
      </div>
    </form>
  );
}
