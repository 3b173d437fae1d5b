import { defineBffModule } from '../../../bff/bffModule.ts';
import { gamblingRestrictionsService, signInService, walletService } from '../../../bff/bffModule.ts';
import { migrationsBeside } from '../../../bff/bffModule.ts';
import type { CouponPayer } from './couponStore.ts';
import { testModeResultDraw } from './resultDraw.ts';
import { createSports, registerSports } from './sportsApi.ts';
import { sportsPages } from './sportsPages.ts';

/**
 * The sports plugin's calls: the demo line and its live simulation, the coupon (limits, placing, history, saving).
 * Bets need the bearer token (the sign-in service) and are paid from and into the wallet (the wallet service), both
 * provided by the account module; a player the limits module restricts (self-exclusion, time-out) may not place.
 */
export default defineBffModule({
  id: 'sports',
  requires: [signInService, walletService, gamblingRestrictionsService],
  migrations: migrationsBeside(import.meta.url),
  register(app, { stateOf, realmOf, testMode, services, testControl, describePages, database }) {
    const wallets = services.get(walletService);
    const restrictions = services.get(gamblingRestrictionsService);
    // Each payout counts against the loss limits once (under the coupon's reference), dated at its stake: a win
    // does not free the loss limit of a later period.
    const onPayout = (payer: CouponPayer, amount: number, stakedAtS: number, reference: string) =>
      void restrictions
        .recordPayout(payer.realm, payer.userId, amount, reference, stakedAtS)
        .catch((error: unknown) => console.error('sports: a payout could not be counted against the loss limits:', error));
    // Results are drawn with the CSPRNG; test mode fixes them by outcome id, so tests know which bets win.
    const sports = createSports({ database, wallets, drawResult: testMode ? testModeResultDraw : undefined, onPayout });
    wallets.addHolder(sports.holder);
    testControl?.scenarioField('sports', sports.patchScenario);
    describePages(sportsPages(() => sports.line));
    registerSports(app, sports, { signIn: services.get(signInService), restrictions, stateOf, realmOf, testMode });
  },
});
