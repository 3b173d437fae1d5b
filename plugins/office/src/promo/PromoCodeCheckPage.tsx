import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { PromoCodeReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_promoCodeReply } from '../generated/validate_promoCodeReply.js';

/** A promo code's characters: what the input lets through (so no validation message is needed). */
export const PROMO_CODE_MAX_LENGTH = 40;
export const promoCodeInput = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, PROMO_CODE_MAX_LENGTH);

/** office/promo-code-check (query promocode: checked on arrival): what a code gives, and its activation. */
export default function PromoCodeCheckPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const [query, setQuery] = useSearchParams();
  const fromQuery = promoCodeInput(query.get('promocode') ?? '');
  const [code, setCode] = useState(fromQuery);
  const [result, setResult] = useState<{ checked: PromoCodeReply | null; errorKey: string | null; activated: boolean }>({ checked: null, errorKey: null, activated: false });

  useEffect(() => {
    setCode(fromQuery);
    if (!fromQuery) return;
    const controller = new AbortController();
    setResult({ checked: null, errorKey: null, activated: false });
    officeGet<PromoCodeReply>(`${OFFICE_API}/promo-codes/check?promocode=${encodeURIComponent(fromQuery)}`, validate_promoCodeReply, 'promo code', lang, controller.signal).then(
      (checked) => setResult({ checked, errorKey: null, activated: false }),
      (error: unknown) => !controller.signal.aborted && setResult({ checked: null, errorKey: refusalKeyOf(error), activated: false }),
    );
    return () => controller.abort();
  }, [fromQuery, lang]);

  return (
    <OfficeFrame titleKey="page_promoCodeCheck">
      <form
        className="office-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code) setQuery({ promocode: code });
        }}
      >
        <label>
          {t('promo_code')}
          <input value={code} onChange={(event) => setCode(promoCodeInput(event.target.value))} autoComplete="off" maxLength={PROMO_CODE_MAX_LENGTH} />
        </label>
        <button type="submit" className="button button--primary" disabled={!code}>
          {t('promo_check')}
        </button>
      </form>
      <ErrorText messageKey={result.errorKey} />
      {result.checked && (
        <section className="office-card" data-testid="office-promo-result">
          <p>{t('promo_valid', { code: result.checked.promocode, title: result.checked.title })}</p>
          {result.checked.amount > 0 && <p>{t('promo_amount', { amount: formatMoney(lang, result.checked.amount, result.checked.currency) })}</p>}
          <DoneText messageKey={result.activated ? 'promo_activated' : null} />
          {!result.activated && (
            <button
              type="button"
              className="button button--accent"
              onClick={async () => {
                try {
                  await officeSend(`${OFFICE_API}/promo-codes/activate`, { promocode: result.checked?.promocode }, validate_promoCodeReply, 'promo activation', lang);
                  setResult({ ...result, activated: true });
                } catch (error) {
                  setResult({ ...result, errorKey: refusalKeyOf(error) });
                }
              }}
            >
              {t('promo_activate')}
            </button>
          )}
        </section>
      )}
    </OfficeFrame>
  );
}
