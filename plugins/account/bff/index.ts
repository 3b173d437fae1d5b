import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBffModule } from '../../../bff/bffModule.ts';
import { credentialsService, signInService, walletService } from '../../../bff/bffServices.ts';
import { registerAuth } from './auth.ts';
import { registerSignInRateLimit } from './signInRateLimit.ts';
import { createChallenges, registerChallenges } from './challenges.ts';
import { registerRegistration } from './registration.ts';
import { registerWalletRoutes } from './walletRoutes.ts';
import { WalletDesk } from './wallets.ts';

/** The demo users (plugins/account/bff/users.json). */
export const USERS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'users.json');

/**
 * The account plugin's calls: sign-in (with its captcha and fingerprint challenges), registration, the user's
 * state, and the accounts (wallets). It provides sign-in, the passwords and the wallet to the other modules (the
 * sports module's bets check the bearer token and pay from and into the wallet; the office changes the password).
 */
export default defineBffModule({
  id: 'account',
  provides: [signInService, walletService, credentialsService],
  async register(app, { stateOf, realmOf, attempts, cookiesOf, services, testControl, testMode, database }) {
    await registerSignInRateLimit(app, { database, testMode, cookiesOf });
    const challenges = createChallenges({ stateOf });
    testControl?.scenarioField('auth', challenges.patchScenario);
    const auth = registerAuth(app, { usersFile: USERS_FILE, challenges, cookiesOf, stateOf, realmOf, attempts });
    const wallets = new WalletDesk({ seedsOf: (userId) => auth.userById(userId)?.accounts });
    services.provide(signInService, auth);
    services.provide(walletService, wallets);
    services.provide(credentialsService, auth);
    registerChallenges(app, challenges, testMode);
    registerRegistration(app, auth);
    registerWalletRoutes(app, wallets, auth);
  },
});
