import type { FastifyRequest } from 'fastify';
import { defineBffModule, jurisdictionOf, SCENARIO_COOKIE, type ScenarioState } from '../../../bff/bffModule.ts';
import { gamblingRestrictionsService, signInService, walletService } from '../../../bff/bffModule.ts';
import { migrationsBeside } from '../../../bff/bffModule.ts';
import { BonusDesk } from './bonusGames.ts';
import { casinoPages } from './casinoPages.ts';
import { applyCasinoPatch, casinoOverlayOf } from './casinoScenario.ts';
import { registerCasinoApi } from './casinoRoutes.ts';
import { sharedCatalogue } from './catalogue.ts';
import { registerGameHost } from './gameHostRoutes.ts';
import { LaunchDesk, type LaunchPlace } from './launches.ts';
import { lobbyFirstScreen } from './lobbyFirstScreen.ts';
import { PlayerShelves } from './playerShelves.ts';
import { TotoDesk } from './totoDesk.ts';
import { registerTotoRoutes } from './totoRoutes.ts';

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
  migrations: migrationsBeside(import.meta.url),
  register(app, { testMode, stateOf, stateFor, cookiesOf, realmOf, services, testControl, serveHost, describePages, renderFirstScreen, database }) {
    const restrictedIn = (scenario: object, realm: string, userId: string) =>
      casinoOverlayOf(scenario)?.restricted === true || services.get(gamblingRestrictionsService).restrictionOf(realm, userId) !== null;
    /** The test scenario a call names (its cookie); outside test mode there is none, and nothing of the cookie is kept. */
    const scenarioIdOf = (request: FastifyRequest) => (testMode ? (cookiesOf(request)[SCENARIO_COOKIE] ?? null) : null);
    /** A launch's scenario: a spin comes to the games host without the site's cookies, so the launch keeps its id. */
    const scenarioOf = ({ siteOrigin, scenarioId }: LaunchPlace) => stateFor(new URL(siteOrigin).host, scenarioId);
    const launches = new LaunchDesk({
      database,
      gameOf: (id) => sharedCatalogue().byId.get(id)?.card,
      scenarioOf,
      wallets: services.get(walletService),
      restrictedIn,
      sessionLive: (sessionId) => services.get(signInService).isSessionLive(sessionId),
      stakes: services.get(gamblingRestrictionsService),
      reelsIn: (scenario) => casinoOverlayOf(scenario)?.reels,
      // The profile of the domain the game was launched on (the launch keeps its site and scenario): the games host has none of its own.
      pacingIn: (scenario) => jurisdictionOf(scenario as ScenarioState).casinoPacing,
      clockOffsetMsIn: (scenario) => casinoOverlayOf(scenario)?.clockOffsetMs ?? 0,
    });
    testControl?.scenarioField('casino', applyCasinoPatch);
    describePages(casinoPages(sharedCatalogue()));
    renderFirstScreen(
      lobbyFirstScreen({
        catalogue: sharedCatalogue(),
        restricted: async ({ request, state }) => {
          const caller = await services.get(signInService).fromSession(request);
          return caller !== null && restrictedIn(state, realmOf(request), caller.userId);
        },
      }),
    );
    const games = serveHost({ name: GAMES_HOST, framedBySite: true }, (scope) => registerGameHost(scope, launches, games));
    registerCasinoApi(app, {
      catalogue: sharedCatalogue(),
      launches,
      shelves: new PlayerShelves(database),
      bonus: new BonusDesk(database),
      signIn: services.get(signInService),
      stateOf,
      scenarioIdOf,
      realmOf,
      restrictedIn,
      games,
      now: Date.now,
    });
    const toto = new TotoDesk({ database, wallets: services.get(walletService), stakes: services.get(gamblingRestrictionsService), now: Date.now });
    // Tickets whose results are in are paid when the wallet is read, wherever it is read from.
    services.get(walletService).addHolder(toto);
    registerTotoRoutes(app, {
      toto,
      signIn: services.get(signInService),
      realmOf,
      restrictedIn: (request, userId) => restrictedIn(stateOf(request), realmOf(request), userId),
      nowOf: (request) => Date.now() + (casinoOverlayOf(stateOf(request))?.clockOffsetMs ?? 0),
    });
  },
});
