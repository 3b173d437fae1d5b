import { type Loaded, selectLanguage, selectUserId, useLoaded, useOptionalService, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import type { GameCard } from '../../schemas/casinoApi.ts';
import { fetchRecent, fetchRecommended } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { useFavorites } from '../favorites/useFavorites.ts';
import { GameGrid } from '../lobby/GameGrid.tsx';
import { useGamesByIds } from './useGamesByIds.ts';

type Section = 'overview' | 'favorites' | 'recommended' | 'authorization';

const sectionOf = (routeName: string): Section => {
  const section = routeName.replace(/^casino\.my\.?/, '');
  return section === 'favorites' || section === 'recommended' || section === 'authorization' ? section : 'overview';
};

function Games({ title, games, emptyKey }: { title: string; games: Loaded<readonly GameCard[]>; emptyKey: string }) {
  const { t } = useTranslation(CASINO_NS);
  return (
    <section className="casino-section" aria-label={title}>
      <h2 className="casino-page__subtitle">{title}</h2>
      {games.status === 'loading' && <p className="casino-page__message">{t('loading')}</p>}
      {games.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t('games_load_error')}
        </p>
      )}
      {games.status === 'ready' &&
        (games.data.length === 0 ? <p className="casino-page__message">{t(emptyKey)}</p> : <GameGrid items={games.data} total={games.data.length} />)}
    </section>
  );
}

function SignInPrompt() {
  const { t } = useTranslation(CASINO_NS);
  const session = useOptionalService(sessionService);
  return (
    <section className="casino-section casino-auth" data-testid="casino-authorization">
      <p>{t('my_casino_sign_in')}</p>
      {session && (
        <button type="button" className="casino-button" onClick={() => session.requestSignIn()}>
          {t('sign_in')}
        </button>
      )}
    </section>
  );
}

function Favorites() {
  const { t } = useTranslation(CASINO_NS);
  const { favorites, loaded } = useFavorites();
  const games = useGamesByIds(loaded ? [...favorites] : null);
  return <Games title={t('my_casino_favorites')} games={games} emptyKey="favorites_none" />;
}

function Recent() {
  const { t } = useTranslation(CASINO_NS);
  const { loaded: recent } = useLoaded('recent', (signal) => fetchRecent(signal));
  const games = useGamesByIds(recent.status === 'ready' ? recent.data.gameIds : null);
  return <Games title={t('my_casino_recent')} games={recent.status === 'failed' ? recent : games} emptyKey="recent_none" />;
}

function Recommended() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const { loaded: reply } = useLoaded(`recommended:${lang}`, (signal) => fetchRecommended(lang, signal));
  const games: Loaded<readonly GameCard[]> = reply.status === 'ready' ? { status: 'ready', data: reply.data.items } : reply;
  return <Games title={t('my_casino_recommended')} games={games} emptyKey="games_none" />;
}

const TABS: readonly { section: Section; route: string }[] = [
  { section: 'overview', route: 'casino.my' },
  { section: 'favorites', route: 'casino.my.favorites' },
  { section: 'recommended', route: 'casino.my.recommended' },
];

/**
 * my-casino: the player's own corner: recently played, favourites and recommendations; a guest is asked to sign in
 * (the authorization section), and still sees the recommended games.
 */
export default function MyCasinoPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const userId = useSelector(selectUserId);
  const section = sectionOf(useRouteEntry()?.name ?? '');
  const guest = userId === null;
  return (
    <div className="casino-page casino-my">
      <h1 className="casino-page__title">{t('title_casino_my')}</h1>
      <nav className="casino-chips" aria-label={t('my_casino_sections')}>
        {TABS.map((tab) => {
          const to = href(tab.route);
          return to ? (
            <NavLink key={tab.section} to={to} end className={({ isActive }) => `casino-chip${isActive ? ' casino-chip--active' : ''}`}>
              {t(`my_casino_${tab.section}`)}
            </NavLink>
          ) : null;
        })}
      </nav>
      {(guest && section !== 'recommended') || section === 'authorization' ? guest ? <SignInPrompt /> : <p className="casino-page__message">{t('my_casino_signed_in')}</p> : null}
      {!guest && section === 'overview' && <Recent />}
      {!guest && (section === 'overview' || section === 'favorites') && <Favorites />}
      {(section === 'overview' || section === 'recommended') && <Recommended />}
    </div>
  );
}
