import { formatDate, selectLanguage, selectPreferences, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import type { PromotionReply } from '../../schemas/officeApi.ts';
import { PROMO_API, officeGet } from '../api/officeApi.ts';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_promotionReply } from '../generated/validate_promotionReply.js';

/** promotions/{promotionId} (the legacy promo paths redirect here). */
export default function PromotionPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const { promotionId = '' } = useParams();
  const { loaded } = useLoaded(`promotion:${promotionId}:${lang}`, (signal) =>
    officeGet<PromotionReply>(`${PROMO_API}/promotions/${encodeURIComponent(promotionId)}`, validate_promotionReply, 'promotion', lang, signal),
  );
  return (
    <section className="office-page office-page--public">
      <LoadState loaded={loaded}>
        {(promotion) => (
          <article>
            <h1 className="page-title">{promotion.title}</h1>
            <p>
              <strong>{promotion.summary}</strong>
            </p>
            <p>{promotion.body}</p>
            <p className="office-muted">{t('offer_until', { date: formatDate(lang, promotion.endsAt, preferences) })}</p>
          </article>
        )}
      </LoadState>
    </section>
  );
}
