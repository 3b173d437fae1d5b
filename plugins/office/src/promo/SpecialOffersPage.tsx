import { formatDate, selectLanguage, selectPreferences, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { SpecialOffersReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_specialOffersReply } from '../generated/validate_specialOffersReply.js';

/** office/specialoffers: the offers open to the player, each leading to its promotion page. */
export default function SpecialOffersPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const href = useRouteHref();
  const { loaded } = useLoaded(`offers:${lang}`, (signal) => officeGet<SpecialOffersReply>(`${OFFICE_API}/special-offers`, validate_specialOffersReply, 'special offers', lang, signal));
  return (
    <OfficeFrame titleKey="page_specialOffers">
      <LoadState loaded={loaded}>
        {({ offers }) => (
          <ul className="office-list">
            {offers.map((offer) => {
              const to = href('promotions', { promotionId: offer.id });
              return (
                <li key={offer.id} className="office-card">
                  <h2>{to ? <Link to={to}>{offer.title}</Link> : offer.title}</h2>
                  <p>{offer.summary}</p>
                  <p className="office-muted">{t('offer_until', { date: formatDate(lang, offer.endsAt, preferences) })}</p>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
