import { defineBffModule } from '../../../bff/bffModule.ts';
import { gamblingRestrictionsService, signInService, walletService } from '../../../bff/bffServices.ts';
import type { ScenarioState } from '../../../bff/domainStore.ts';
import { BonusDesk } from './bonusGames.ts';
import { applyCasinoPatch, casinoOverlayOf } from './casinoScenario.ts';
import { registerCasinoApi } from './casinoRoutes.ts';
import { sharedCatalogue } from './catalogue.ts';
import { registerGameHost } from './gameHostRoutes.ts';
import { LaunchDesk } from './launches.ts';
import { PlayerShelves } from './playerShelves.ts';

/** The games origin's host name: a second host of this server, on its port (the game runs on an origin of its own). */
export const GAMES_HOST = 'games.localhost';

/**
 * The casino plugin's calls: the catalogue, the player's favourites and recent games, launches, bonus games, lotto,
 * toto and the third-party partitions; and the game server on the games origin, whose real spins debit and credit
 * the player's account (the wallet service of the account module; the bearer token checked by its sign-in service).
 */
export default defineBffModule({
  id: 'casino',
  requires: [signInService, walletService, gamblingRestrictionsService],
  register(app, { stateOf, services, testControl, serveHost }) {
    const launches = new LaunchDesk({
      wallets: services.get(walletService),
      restrictedIn: (scenario, userId) =>
        casinoOverlayOf(scenario)?.restricted === true || services.get(gamblingRestrictionsService).restrictionOf(scenario as ScenarioState, userId) !== null,
      reelsIn: (scenario) => casinoOverlayOf(scenario)?.reels,
    });
    testControl?.scenarioField('casino', applyCasinoPatch);
    const games = serveHost({ name: GAMES_HOST, framedBySite: true }, (scope) => registerGameHost(scope, launches, games));
    registerCasinoApi(app, {
      catalogue: sharedCatalogue(),
      launches,
      shelves: new PlayerShelves(),
      bonus: new BonusDesk(),
      signIn: services.get(signInService),
      stateOf,
      games,
      now: Date.now,
    });
  },
});
