/**
 * The account plugin's published contract: the services it provides (plugin.json `provides`), their types and
 * events. Other plugins import this folder, and nothing else of the account plugin; no implementation lives here.
 */
export { phoneAdded } from './player.ts';
export { PLAYER_PROFILE_PATH, type PlayerProfileReply } from './profile.ts';
export { REFERRAL_VALUE_PATTERN, REFERRER_COOKIE } from './referral.ts';
export { sessionService, type SessionService } from './session.ts';
export { ACCOUNT_TYPE, accountsEvents, accountsService, type Account, type AccountsService, type AccountType, type CurrencyChoice } from './accounts.ts';
export { preferencesService, type PreferencesService } from './preferences.ts';
