import { selectLanguage, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router';
import type { PromoBonusReply } from '../../schemas/officeApi.ts';
import { PROMO_API, officeGet } from '../api/officeApi.ts';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_promoBonusReply } from '../generated/validate_promoBonusReply.js';
import { useBonusOfferSwap } from './useBonusOfferSwap.tsx';

/** bonus/rules/{id} (slot_first_deposit among them), bonus/partners/{id} and their offers variants: one bonus. */
export default function PromoBonusPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const { id = '' } = useParams();
  const { redirect, linkTo } = useBonusOfferSwap();
  const { loaded } = useLoaded(redirect ? null : `promo-bonus:${id}:${lang}`, (signal) =>
    officeGet<PromoBonusReply>(`${PROMO_API}/bonuses/${encodeURIComponent(id)}`, validate_promoBonusReply, 'bonus', lang, signal),
  );
  if (redirect) return <Navigate to={redirect} replace />;
  const back = href(linkTo('bonuses'));
  return (
    <section className="office-page office-page--public">
      {back && <Link to={back}>{t('promo_bonuses_rules')}</Link>}
      <LoadState loaded={loaded}>
        {(bonus) => (
          <article>
            <h1 className="page-title">{bonus.title}</h1>
            <p>{bonus.body}</p>
          </article>
        )}
      </LoadState>
    </section>
  );
}
