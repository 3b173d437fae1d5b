import { selectLanguage, useDateTimeText, useLoaded, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, NavLink, useParams } from 'react-router';
import type { Tournament } from '../../schemas/casinoApi.ts';
import { fetchPromotions, fetchTournaments } from '../api/casinoApi.ts';
import { CASINO_NS, REQUEST_FAILED_KEY } from '../casinoConstants.ts';
import { formatMinor } from '../format.ts';
import { bonusSectionOf, promotionsOf, type BonusSection } from './bonusSections.ts';

const TABS: readonly { section: BonusSection; route: string }[] = [
  { section: 'overview', route: 'casino.bonus' },
  { section: 'promotions', route: 'casino.bonus.promotions' },
  { section: 'tournaments', route: 'casino.bonus.tournaments' },
  { section: 'results', route: 'casino.bonus.results' },
  { section: 'daily-challenges', route: 'casino.bonus.daily-challenges' },
  { section: 'promo', route: 'casino.bonus.promo' },
];

function TournamentList({ tournaments }: { tournaments: readonly Tournament[] }) {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
  const href = useRouteHref();
  if (tournaments.length === 0) return <p className="casino-page__message">{t('tournaments_none')}</p>;
  return (
    <ul className="casino-list">
      {tournaments.map((tournament) => {
        const to = href('casino.bonus.tournament', { id: tournament.id });
        return (
          <li key={tournament.id} className="casino-list__item">
            {to ? <Link to={to}>{tournament.name}</Link> : tournament.name}
            <span className={`casino-status casino-status--${tournament.status}`}>{t(`tournament_${tournament.status}`)}</span>
            <span>{t('tournament_prize_pool', { amount: formatMinor(lang, tournament.prizePool.minor, tournament.prizePool.currency) })}</span>
            <span className="casino-list__muted">
              {dateTimeText(tournament.startsAt)} – {dateTimeText(tournament.endsAt)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * bonus/casino and its sections: promotions, tournaments, results (finished tournaments), daily challenges, promo
 * and one promotion by id.
 */
export default function BonusPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const section = bonusSectionOf(useRouteEntry()?.name ?? '');
  const { id } = useParams();
  const wantsTournaments = section === 'overview' || section === 'tournaments' || section === 'results';
  const { loaded: promotions } = useLoaded(section === 'tournaments' || section === 'results' ? null : `promotions:${lang}`, (signal) => fetchPromotions(lang, signal));
  const { loaded: tournaments } = useLoaded(wantsTournaments ? `tournaments:${lang}` : null, (signal) => fetchTournaments(lang, signal));
  const failed = promotions.status === 'failed' || tournaments.status === 'failed';

  const promotionList = promotions.status === 'ready' ? (section === 'item' ? promotions.data.promotions.filter((promotion) => promotion.id === id) : promotionsOf(section, promotions.data.promotions)) : [];
  const tournamentList =
    tournaments.status === 'ready' ? tournaments.data.tournaments.filter((tournament) => (section === 'results' ? tournament.status === 'finished' : tournament.status !== 'finished')) : [];

  return (
    <div className="casino-page casino-bonus">
      <h1 className="casino-page__title">{t(`bonus_${section}`)}</h1>
      <nav className="casino-chips" aria-label={t('bonus_sections')}>
        {TABS.map((tab) => {
          const to = href(tab.route);
          return to ? (
            <NavLink key={tab.section} to={to} end className={({ isActive }) => `casino-chip${isActive ? ' casino-chip--active' : ''}`}>
              {t(`bonus_${tab.section}`)}
            </NavLink>
          ) : null;
        })}
      </nav>
      {failed && (
        <p className="casino-page__message" role="alert">
          {t(REQUEST_FAILED_KEY)}
        </p>
      )}
      {section !== 'tournaments' && section !== 'results' && promotions.status === 'ready' && (
        <section className="casino-list" aria-label={t('bonus_promotions')}>
          {promotionList.length === 0 ? (
            <p className="casino-page__message">{t(section === 'item' ? 'promotion_not_found' : 'promotions_none')}</p>
          ) : (
            promotionList.map((promotion) => {
              const to = href('casino.bonus.item', { id: promotion.id });
              return (
                <article key={promotion.id} className="casino-list__item casino-promo">
                  <h2 className="casino-promo__title">{to && section !== 'item' ? <Link to={to}>{promotion.title}</Link> : promotion.title}</h2>
                  <p>{promotion.text}</p>
                </article>
              );
            })
          )}
        </section>
      )}
      {wantsTournaments && tournaments.status === 'ready' && (
        <section aria-label={t(section === 'results' ? 'bonus_results' : 'bonus_tournaments')}>
          {section === 'overview' && <h2 className="casino-page__subtitle">{t('bonus_tournaments')}</h2>}
          <TournamentList tournaments={tournamentList} />
        </section>
      )}
    </div>
  );
}
