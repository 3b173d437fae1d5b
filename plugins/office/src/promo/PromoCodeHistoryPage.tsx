import { formatDateTime, selectLanguage, selectPreferences, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { PromoCodeHistoryReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_promoCodeHistoryReply } from '../generated/validate_promoCodeHistoryReply.js';

/** office/promo-code-history: the codes the player activated. */
export default function PromoCodeHistoryPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const { loaded } = useLoaded(`promo-history:${lang}`, (signal) => officeGet<PromoCodeHistoryReply>(`${OFFICE_API}/promo-codes/history`, validate_promoCodeHistoryReply, 'promo history', lang, signal));
  return (
    <OfficeFrame titleKey="page_promoCodeHistory">
      <LoadState loaded={loaded}>
        {({ history }) =>
          history.length === 0 ? (
            <p>{t('promo_history_empty')}</p>
          ) : (
            <ul className="office-list">
              {history.map((entry) => (
                <li key={entry.promocode}>
                  <strong>{entry.promocode}</strong> {entry.title} <span className="office-muted">{formatDateTime(lang, entry.activatedAt, preferences)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
