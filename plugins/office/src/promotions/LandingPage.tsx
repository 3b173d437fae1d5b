import { selectLanguage, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import type { LandingReply } from '../../schemas/officeApi.ts';
import { PROMO_API, officeGet } from '../api/officeApi.ts';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_landingReply } from '../generated/validate_landingReply.js';

/** landing-page/{landingId} and the content-managed landings (landing/{landingId}): the content and its promotion. */
export default function LandingPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const { landingId = '' } = useParams();
  const { loaded } = useLoaded(`landing:${landingId}:${lang}`, (signal) => officeGet<LandingReply>(`${PROMO_API}/landings/${encodeURIComponent(landingId)}`, validate_landingReply, 'landing', lang, signal));
  return (
    <section className="office-page office-page--public">
      <LoadState loaded={loaded}>
        {(landing) => {
          const promotion = href('promotions', { promotionId: landing.promotionId });
          return (
            <article>
              <h1 className="page-title">{landing.title}</h1>
              <p>{landing.body}</p>
              {promotion && <Link to={promotion}>{t('landing_to_promotion')}</Link>}
            </article>
          );
        }}
      </LoadState>
    </section>
  );
}
