import { selectLanguage, useLoaded, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, Navigate, NavLink } from 'react-router';
import type { PromoBonusesReply } from '../../schemas/officeApi.ts';
import { PROMO_API, officeGet } from '../api/officeApi.ts';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_promoBonusesReply } from '../generated/validate_promoBonusesReply.js';
import { useBonusOfferSwap } from './useBonusOfferSwap.tsx';

/** The games lists of the pairs; the others list the rules. */
const GAMES_ROUTES = new Set(['bonuses-games', 'bonuses-offers-games']);

/** bonus/{rules|games} and their offers variants: the bonus programme's pages. */
export default function PromoBonusesPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const { redirect, linkTo, routeName } = useBonusOfferSwap();
  const kind = GAMES_ROUTES.has(routeName) ? 'games' : 'rules';
  const { loaded } = useLoaded(redirect ? null : `promo-bonuses:${kind}:${lang}`, (signal) => officeGet<PromoBonusesReply>(`${PROMO_API}/bonuses?kind=${kind}`, validate_promoBonusesReply, 'bonus programme', lang, signal));
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <section className="office-page office-page--public">
      <h1 className="page-title">{t(`promo_bonuses_${kind}`)}</h1>
      <nav className="office-tabs">
        {(['bonuses', 'bonuses-games'] as const).map((base) => {
          const to = href(linkTo(base));
          return to ? (
            <NavLink key={base} to={to} end className={({ isActive }) => `office-tab${isActive ? ' office-tab--active' : ''}`}>
              {t(base === 'bonuses' ? 'promo_bonuses_rules' : 'promo_bonuses_games')}
            </NavLink>
          ) : null;
        })}
      </nav>
      <LoadState loaded={loaded}>
        {({ bonuses }) => (
          <ul className="office-list">
            {bonuses.map((bonus) => {
              const to = href(linkTo('bonus'), { id: bonus.id });
              return (
                <li key={bonus.id} className="office-card">
                  <h2>{to ? <Link to={to}>{bonus.title}</Link> : bonus.title}</h2>
                  <p>{bonus.body}</p>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
