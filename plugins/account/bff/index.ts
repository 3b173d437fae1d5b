import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBffModule, type DomainSettings } from '../../../bff/bffModule.ts';
import { credentialsService, playerConsentsService, playerRecordService, signInService, walletService } from '../../../bff/bffModule.ts';
import { answerErrorsAsJsonApi, migrationsBeside } from '../../../bff/bffModule.ts';
import { accountPages } from './accountPages.ts';
import { registerAuth } from './auth.ts';
import { registerSignInRateLimit } from './signInRateLimit.ts';
import { createChallenges, registerChallenges } from './challenges.ts';
import { PlayerStore, type DemoUser } from './players.ts';
import { registerRegistration } from './registration.ts';
import { DemoIdentityProvider, IDENTITY_PROVIDER_HOST } from './identity/demoIdentityProvider.ts';
import { IdentityGrants } from './identity/identityGrants.ts';
import { registerIdentityProviderHost } from './identity/identityProviderHost.ts';
import { socialSignInConfigOfDomain } from './identity/socialSignInConfig.ts';
import { registerSocialSignIn } from './identity/socialSignInRoutes.ts';
import { SelfExclusionRegisters } from './selfExclusionRegisters.ts';
import { SessionStore } from './sessions.ts';
import { registerWalletRoutes } from './walletRoutes.ts';
import { WalletDesk } from './wallets.ts';

/** The demo users (plugins/account/bff/users.json). */
export const USERS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'users.json');
const demoUsers = (): DemoUser[] => JSON.parse(readFileSync(USERS_FILE, 'utf8')) as DemoUser[];

/**
 * The account plugin's calls: sign-in (with its captcha and fingerprint challenges), registration, the user's
 * state, and the accounts (wallets), with players, sessions and wallets in the database. It provides sign-in, the
 * passwords and the wallet to the other modules (the sports module's bets check the bearer token and pay from and
 * into the wallet; the office changes the password).
 */
export default defineBffModule({
  id: 'account',
  provides: [signInService, walletService, credentialsService, playerConsentsService, playerRecordService],
  migrations: migrationsBeside(import.meta.url),
  seed: (database) => PlayerStore.seed(database, demoUsers()),
  async register(app, { stateOf, stateFor, realmOf, attempts, mail, mailLinks, cookiesOf, services, testControl, testMode, database, serveHost, describePages }) {
    // Every refusal of the module's calls is a JSON:API error; a request a route's schema refuses gets the code its
    // page maps (each route's `config.badRequestCode`).
    answerErrorsAsJsonApi(app);
    await registerSignInRateLimit(app, { database, testMode, cookiesOf });
    const challenges = createChallenges({ stateOf });
    testControl?.scenarioField('auth', challenges.patchScenario);
    const players = new PlayerStore(database);
    const sessions = await SessionStore.open(database);
    const registers = new SelfExclusionRegisters({ log: app.log });
    await registers.checkFileAtStart();
    testControl?.scenarioField('selfExclusion', registers.patchScenario);
    const auth = registerAuth(app, { database, players, sessions, challenges, cookiesOf, stateOf, realmOf, attempts, mail, mailLinks, registers });
    const seeds = new Map(demoUsers().map((user) => [user.id, user.accounts]));
    const wallets = new WalletDesk(database, { seedsOf: (userId) => seeds.get(userId) });
    services.provide(signInService, auth);
    services.provide(walletService, wallets);
    services.provide(credentialsService, auth);
    services.provide(playerConsentsService, { marketingConsent: (realm, userId) => players.marketingConsent(realm, userId) });
    services.provide(playerRecordService, {
      markDeposited: (realm, userId) => players.markDeposited(realm, userId),
      phoneConfirmed: (realm, userId, phone) => players.phoneConfirmed(realm, userId, phone),
      phoneOwner: async (realm, phone) => (await players.byPhone(realm, phone))?.id ?? null,
      registeredEmail: async (realm, userId) => {
        const login = (await players.byId(realm, userId))?.login ?? '';
        return login.includes('@') ? login : null;
      },
    });
    describePages(accountPages);
    registerChallenges(app, challenges, testMode);
    registerRegistration(app, { auth, players, wallets, registers, realmOf, stateOf });
    const grants = new IdentityGrants(database);
    const provider = new DemoIdentityProvider(grants);
    // The operator's sites are the clients registered with the demo provider: the hosts the domain files list.
    const isSiteHost = (hostname: string) => stateFor(hostname, null).domain.hosts.includes(hostname);
    const oneTapOn = (domain: DomainSettings) => socialSignInConfigOfDomain(domain).oneTap === true;
    // Only the pages of a domain that offers one-tap may load the provider's script and frame its chooser.
    const providerHost = serveHost({ name: IDENTITY_PROVIDER_HOST, framedBySite: oneTapOn, scriptsForSite: oneTapOn }, (scope) => registerIdentityProviderHost(scope, { provider, host: providerHost, isSiteHost }));
    await registerSocialSignIn(app, { auth, players, wallets, registers, realmOf, stateOf, database, grants, provider, providerHost, cookiesOf });
    registerWalletRoutes(app, wallets, auth);
  },
});
