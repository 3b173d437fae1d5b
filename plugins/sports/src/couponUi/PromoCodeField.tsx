import { useTranslation } from '@host/sdk';
import type { PromoCodeEffect } from '../../schemas/promoCodes.ts';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { selectCouponCurrency } from '../coupon/couponSelectors.ts';
import { promoCodeActions } from '../coupon/promoCodeReducer.ts';
import { selectPromoBoost } from '../coupon/promoCodeSlip.ts';
import { useMoney } from './useMoney.ts';
import { usePromoCodeChecks, type PromoCodeProblem } from './usePromoCodeChecks.ts';
import { useSportsSelector } from './useSportsSelector.ts';

/** One empty list, so that the selector's answer stays the same while there are no offers. */
const NO_OFFERS: readonly PromoCodeEffect[] = [];

const problemKey = (problem: PromoCodeProblem) => (problem === 'check_failed' ? 'promo_check_failed' : `place_error_${problem}`);

/**
 * The slip's promo code (the coupon's `promoCode`, `manualPromoCode` and `promoCodes`), collapsed behind "Have a
 * promo code?" so that it does not crowd a phone's slip; open (or with a code applied), it offers the platform's
 * codes for this slip and a field to type one, and shows what the applied one adds to the possible win.
 */
export function PromoCodeField() {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const money = useMoney();
  const inputId = useId();
  const applied = useSportsSelector((root) => root.coupon.promoCode ?? null);
  const typed = useSportsSelector((root) => root.coupon.manualPromoCode ?? '');
  const offered = useSportsSelector((root) => root.coupon.promoCodes ?? NO_OFFERS);
  const boost = useSportsSelector(selectPromoBoost);
  const currency = useSportsSelector(selectCouponCurrency);
  const [opened, setOpened] = useState(false);
  const open = opened || applied !== null;
  const { apply, remove, problem, checking } = usePromoCodeChecks(open);

  if (!open) {
    return (
      <button type="button" className="coupon__promo-toggle" aria-expanded={false} onClick={() => setOpened(true)}>
        {t('promo_code_toggle')}
      </button>
    );
  }
  const problemText = problem && (
    <p role="alert" className="coupon__message coupon__message--error" data-testid="promo-code-problem">
      {t(problemKey(problem))}
    </p>
  );
  if (applied) {
    return (
      <div className="coupon__promo" data-testid="promo-code-applied">
        <div className="coupon__row">
          <span>{t('promo_code_applied', { code: applied.code, percent: applied.boostPercent, max: money(applied.maxBoost, currency) })}</span>
          <strong data-testid="promo-code-boost">+{money(boost, currency)}</strong>
        </div>
        <button type="button" className="button" onClick={remove}>
          {t('promo_code_remove', { code: applied.code })}
        </button>
        {problemText}
      </div>
    );
  }
  const code = typed.trim();
  return (
    <div className="coupon__promo">
      {offered.length > 0 && (
        <div className="coupon__promo-offers" role="group" aria-label={t('promo_code_offers')}>
          {offered.map((offer) => (
            <button key={offer.code} type="button" className="button" disabled={checking} onClick={() => void apply(offer.code)}>
              {t('promo_code_offer', { code: offer.code, percent: offer.boostPercent })}
            </button>
          ))}
        </div>
      )}
      <label className="coupon__promo-label" htmlFor={inputId}>
        {t('promo_code')}
      </label>
      <div className="coupon__promo-entry">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={typed}
          onChange={(change) => dispatch(promoCodeActions.typed({ code: change.target.value }))}
          onKeyDown={(key) => {
            // Enter in this field applies the code; it must not submit the slip's form (a bet).
            if (key.key !== 'Enter') return;
            key.preventDefault();
            if (code) void apply(code);
          }}
        />
        <button type="button" className="button" disabled={!code || checking} onClick={() => void apply(code)}>
          {checking ? t('promo_code_checking') : t('promo_code_apply')}
        </button>
      </div>
      {problemText}
    </div>
  );
}
