import { definePlugin } from '@host/sdk';
import { accountsService, sessionService } from '../../account/contract/index.ts';
import { limitsService } from '../../limits/contract/index.ts';
import { casinoSlice } from './favorites/favoritesSlice.ts';
import { gatedPage } from './gate/gatedPage.tsx';
import { HomeSectionsSlot } from './home/HomeSectionsSlot.tsx';
import { BrandsSliderSlot } from './layout/BrandsSliderSlot.tsx';

/**
 * The casino and games: one lobby with its category, subcategory and provider views, search, the player's own
 * corner, the game page with its sandboxed frame, casino bonuses and tournaments, the bonus games, lotto and toto.
 * Loaded on the first visit to one of its routes. Every page stands behind the responsible-gaming gate (the limits
 * service, when the domain has one, closes the casino for a self-excluded or timed-out player).
 */
export default definePlugin({
  id: 'casino',
  translations: 'casino',
  slice: casinoSlice,
  optionalRequires: [sessionService, accountsService, limitsService],
  pages: {
    lobby: gatedPage(() => import('./lobby/LobbyPage.tsx')),
    providers: gatedPage(() => import('./lobby/ProvidersPage.tsx')),
    search: gatedPage(() => import('./search/SearchPage.tsx')),
    myCasino: gatedPage(() => import('./myCasino/MyCasinoPage.tsx')),
    game: gatedPage(() => import('./game/GamePage.tsx')),
    thankyou: gatedPage(() => import('./game/ThankYouPage.tsx')),
    bonus: gatedPage(() => import('./bonus/BonusPage.tsx')),
    tournament: gatedPage(() => import('./bonus/TournamentPage.tsx')),
    gamesIndex: gatedPage(() => import('./bonusGames/GamesIndexPage.tsx')),
    bonusGame: gatedPage(() => import('./bonusGames/BonusGamePage.tsx')),
    gamesLanding: gatedPage(() => import('./bonusGames/GamesLandingPage.tsx')),
    legacyBonusGame: gatedPage(() => import('./bonusGames/LegacyBonusGamePage.tsx')),
    lotto: gatedPage(() => import('./lotto/LottoPage.tsx')),
    toto: gatedPage(() => import('./lotto/TotoPage.tsx')),
  },
  slots: {
    // Shown on the home page once the casino is active: at boot on a casino brand (its domain file's `activation`).
    'home.sections': HomeSectionsSlot,
    'layout.aboveContent': BrandsSliderSlot,
  },
});
