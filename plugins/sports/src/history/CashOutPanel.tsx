import { HttpError, useOptionalService, useTranslation } from '@host/sdk';
import { useEffect, useRef, useState } from 'react';
import { accountsService } from '../../../account/contract/index.ts';
import type { PlacedCoupon, PlaceCouponReply } from '../../schemas/sports.ts';
import { cashOut } from '../api/cashOutApi.ts';
import { useMoney } from '../couponUi/useMoney.ts';
import { useSportsSelector } from '../couponUi/useSportsSelector.ts';

/** The amount a refusal's `meta.amount` gives (the offer now), when it gives one. */
function offerNowOf(error: HttpError): number | null {
  const amount = (error.body as { errors?: Array<{ meta?: { amount?: unknown } }> } | undefined)?.errors?.[0]?.meta?.amount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : null;
}

/**
 * Cash out on an open bet (schemas/cashOut.ts): the platform's offer, live, on a button; pressed, the bettor confirms
 * the whole offer or a part of it. A double tap sends the same request id (the platform pays once). An offer that
 * moved beyond the bettor's price-change policy is shown anew, to be confirmed again.
 */
export function CashOutPanel({ coupon, offer, onCashedOut }: { coupon: PlacedCoupon; offer: number | null; onCashedOut(reply: PlaceCouponReply): void }) {
  const { t } = useTranslation('sports');
  const money = useMoney();
  const accounts = useOptionalService(accountsService);
  // The slip's price-change policy, except that a lower cash-out offer is never taken unseen ("accept any change"
  // would pay less than the button said): it is shown, to be confirmed again.
  const policy = useSportsSelector((root) => (root.coupon.settings.changeCoefAction === 0 ? 0 : 2));
  const [offered, setOffered] = useState<number | null>(null);
  const [part, setPart] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const requestId = useRef<string | null>(null);
  const amount = (value: number) => money(value, coupon.currency);
  const partValue = Math.round(Number(part) * 100) / 100;
  const partValid = offered !== null && partValue >= 0.01 && partValue <= offered;
  const offerButton = useRef<HTMLButtonElement>(null);
  // Keep the bet puts the focus back on the offer it came from.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (offered !== null || !returnFocus.current) return;
    returnFocus.current = false;
    offerButton.current?.focus();
  }, [offered]);

  // While the bettor confirms, the live offer moves on: the panel follows it and says so (a whole cash out stays whole).
  useEffect(() => {
    if (offered === null || offer === null || sending || Math.abs(offer - offered) < 0.005) return;
    if (partValue >= offered - 0.005) setPart(offer.toFixed(2));
    setOffered(offer);
    setMessage({ text: t('cash_out_moved', { amount: amount(offer) }), alert: false });
    // Only a new offer from the platform moves it; the bettor's typing does not.
  }, [offer]);

  const confirm = async () => {
    if (offered === null || !partValid || sending) return;
    setSending(true);
    const id = (requestId.current ??= crypto.randomUUID());
    try {
      const reply = await cashOut({ couponId: coupon.id, requestId: id, offered, part: partValue, changeCoefAction: policy });
      setOffered(null);
      // What was paid is the platform's word (a whole cash out at a higher offer pays that one).
      const paid = reply.coupon.cashOuts?.find((entry) => entry.requestId === id)?.amount ?? partValue;
      setMessage({ text: t('cash_out_done', { amount: amount(paid) }), alert: false });
      accounts?.balanceReported(reply.balance.accountId, reply.balance.amount);
      onCashedOut(reply);
      requestId.current = null;
    } catch (error) {
      const refused = error instanceof HttpError && error.kind === 'http' && error.status >= 400 && error.status < 500;
      // A refusal paid nothing, so the next ask is a new request; after a lost connection or a server error the
      // platform may have cashed out, so the next press repeats this request, which it answers without paying twice.
      if (refused) requestId.current = null;
      const now = refused && error.codes.includes('cash_out_changed') ? offerNowOf(error) : null;
      if (now !== null) {
        if (partValue >= offered - 0.005) setPart(now.toFixed(2));
        else setPart(String(Math.min(partValue, now)));
        setOffered(now);
        setMessage({ text: t('cash_out_changed', { amount: amount(now) }), alert: true });
      } else {
        if (refused) setOffered(null);
        const key = !refused ? 'cash_out_unconfirmed' : error.codes.includes('cash_out_unavailable') ? 'cash_out_unavailable' : 'cash_out_failed';
        setMessage({ text: t(key), alert: true });
      }
    } finally {
      setSending(false);
    }
  };

  const confirming = offered !== null;
  return (
    <div className={confirming ? 'cash-out cash-out--confirm' : 'cash-out'} role={confirming ? 'group' : undefined} aria-label={confirming ? t('cash_out') : undefined}>
      {!confirming && offer !== null && (
        <button
          ref={offerButton}
          type="button"
          className="button button--accent"
          data-testid="cash-out"
          onClick={() => {
            setOffered(offer);
            setPart(offer.toFixed(2));
            setMessage(null);
          }}
        >
          {t('cash_out_for', { amount: amount(offer) })}
        </button>
      )}
      {confirming && (
        <>
          <p className="coupon__message">{t('cash_out_offer', { amount: amount(offered) })}</p>
          <label className="cash-out__part">
            {t('cash_out_part')}
            {/* The step opens on the amount: the focus follows the press that opened it. */}
            <input type="number" inputMode="decimal" min={0.01} max={offered} step={0.01} value={part} onChange={(change) => setPart(change.target.value)} autoFocus />
          </label>
          <div className="cash-out__buttons">
            <button type="button" className="button button--accent" disabled={!partValid || sending} onClick={() => void confirm()}>
              {t(partValid && partValue < offered ? 'cash_out_confirm_part' : 'cash_out_confirm', { amount: amount(partValid ? partValue : offered) })}
            </button>
            <button
              type="button"
              className="button"
              disabled={sending}
              onClick={() => {
                returnFocus.current = true;
                setOffered(null);
              }}
            >
              {t('cash_out_cancel')}
            </button>
          </div>
        </>
      )}
      {/* Mounted from the start, so that a screen reader announces what is written into it. */}
      <p role="status" className="coupon__message">
        {message && !message.alert ? message.text : ''}
      </p>
      {message?.alert && (
        <p role="alert" className="coupon__message coupon__message--error">
          {message.text}
        </p>
      )}
    </div>
  );
}
