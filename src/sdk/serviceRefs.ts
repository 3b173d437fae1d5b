import type { TokenProvider } from '../http/httpClient.ts';
import type { Preferences } from '../store/appSlice.ts';
import type { HostState } from '../store/hostState.ts';
import { createEvent, payload } from './events.ts';
import { createServiceRef } from './services.ts';

/** Who is signed in and the session's token (provided by the account plugin). */
export interface SessionService {
  /** Authenticated = a user id exists (the kernel's `session` slice, which every guard reads). */
  selectUserId(state: HostState): string | null;
  /** The bearer token of the HTTP client; null when signed out. */
  readonly tokenProvider: TokenProvider;
  /** Ends the session; `goHome` leaves for the home page, otherwise the page reloads (access rule 9). */
  signOut(options?: { goHome?: boolean }): Promise<void>;
  /** Asks the visitor to sign in (the login modal). */
  requestSignIn(): void;
}

/** Account types of the second document ("Account"): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** One of the signed-in player's accounts, with the fields of the second document ("Account"). */
export interface Account {
  id: string;
  /** 0 main, 4 bonus, 9 currency (ACCOUNT_TYPE). */
  type: AccountType;
  /** ISO 4217 letter code of its currency. */
  iso: string;
  /** The currency's sign (₽, $, €…). */
  symbol: string;
  /** The currency's id: its ISO 4217 numeric code. */
  currencyId: number;
  /** The balance, in the currency's major unit. */
  money: number;
  /** Points held on the account (bonus points); 0 when it holds none. */
  points: number;
  isActive: boolean;
  /** The operator's name for the account. */
  label: string;
}

/** A currency a player may open an account in; `id` is the ISO 4217 numeric code. */
export interface CurrencyChoice {
  id: number;
  iso: string;
}

/** The player's accounts, held once by their provider (the account plugin); every plugin reads them here. */
export interface AccountsService {
  /** Null for a visitor and until the first load. */
  selectAccounts(state: HostState): readonly Account[] | null;
  /** The account that pays: the one the server marks active; null for a visitor or when none is. One rule for the whole site. */
  selectActiveAccount(state: HostState): Account | null;
  /** Asks for fresh accounts (after a bet, a deposit…); `loaded` follows. */
  refresh(): void;
  /** Makes another account the active one; `activeChanged` follows on success. */
  changeActive(accountId: string): void;
  addCurrency(currency: CurrencyChoice): void;
  removeCurrency(accountId: string): void;
  /** A balance the server just reported (a placed bet's reply), shown at once until the next load. */
  balanceReported(accountId: string, amount: number): void;
  /**
   * Whether the player hides their balances (the user config's `user_hide_balance`, default true): every plugin that
   * shows a balance masks it while this holds. True for a visitor and until the user config is known.
   */
  selectBalanceHidden(state: HostState): boolean;
  /** Hides or shows the balances; applied at once, rolled back if the server refuses it. */
  setBalanceHidden(hidden: boolean): void;
}

/**
 * Events of the accounts service that other plugins follow in sagas (`take(accountsEvents.activeChanged.match)`):
 * part of the service's contract, published here so that a saga can follow them whether or not a provider is active
 * yet; the provider puts exactly these.
 */
export const accountsEvents = {
  /** A fresh list of accounts. */
  loaded: createEvent('accounts/loaded', payload<{ accounts: readonly Account[] }>()),
  /** Another account pays from now on. */
  activeChanged: createEvent('accounts/activeChanged', payload<{ accountId: string }>()),
};

/** The global display preferences (second document, section 3), with their provider's user-bound rules. */
export interface PreferencesService {
  select(state: HostState): Preferences;
  change(preferences: Partial<Preferences>): void;
}

/**
 * An area where money is staked, as the plugin that offers it names it in plugin.json (its gambling areas): the
 * limits service decides per player, live, whether it is open.
 */
export type GamblingArea = string;

/** Responsible-gaming limits (provided by the limits plugin). */
export interface LimitsService {
  isAreaOpen(state: HostState, area: GamblingArea): boolean;
  /** Why an area is closed (an i18n key of the limits plugin), or null when it is open. */
  closedReason(state: HostState, area: GamblingArea): string | null;
  /** Whether the player may deposit now: no self-exclusion or time-out in force, and deposit limits not used up. */
  mayDeposit(state: HostState): boolean;
  /**
   * The most the player may deposit now under their active deposit limits (types 20–22, 24 h / 7 d / 30 d), in the
   * major unit of their main account's currency; null when no deposit limit caps it (none set, or 999999999).
   */
  remainingDeposit(state: HostState): number | null;
  /** Why the player may not deposit now (an i18n key of the limits plugin), or null when they may. */
  depositClosedReason(state: HostState): string | null;
  /** Reads the limits again (after a deposit has used some of them). */
  refresh(): void;
}

/** The slots of an analytics event: positional strings and numbers, and named parameters. */
export interface AnalyticsSlots {
  strings?: readonly string[];
  numbers?: readonly number[];
  /** Named values; personal-data fields (second document, section 3) are removed before anything is sent. */
  params?: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * Analytics (provided by the analytics plugin). Every call returns at once and never throws: calls made before the
 * plugin's collector has loaded are queued. The flows of the second document (registration, login) have their own
 * calls, so that the counters, the done flag and the event ids stay in the analytics plugin.
 */
export interface AnalyticsService {
  /** An event of the collector by its numeric id. */
  track(eventId: number, slots?: AnalyticsSlots): void;
  setUserId(userId: string | null): void;
  /** The registration page or form was opened (its try counter grows; the collector loads at once). */
  registrationOpened(): void;
  /** A registration call: the registration type, the bonus choice and, for soc_reg, the social network id. */
  registrationSubmitted(details: { type: string; bonusId?: number; socialNetworkId?: number }): void;
  registrationFailed(errorCodes: readonly string[]): void;
  registrationDone(): void;
  /** The registration page or form was left; an event goes out only when the registration was not done. */
  registrationLeft(): void;
  /** A click on a sign-in button or a forgot-password call. */
  loginTried(): void;
  loginFailed(errorCodes: readonly string[]): void;
  loginSucceeded(): void;
  /** A captcha answer was accepted or refused. */
  captchaChecked(accepted: boolean): void;
  /** An SMS code was asked for: sent, or refused with the server's error codes. */
  smsSent(sent: boolean, errorCodes?: readonly string[]): void;
  /** An SMS code was accepted. */
  smsCodeAccepted(): void;
  /** The payments page was opened. */
  paymentsPageOpened(): void;
  /** A payment's status was shown (the payment system's status word). */
  paymentStatusShown(status: string): void;
  /** A coupon was placed (successful bet). */
  betPlaced(details: { couponTypeId: number; betsCount: number; amount: number; currency: string }): void;
}

export const sessionService = createServiceRef<SessionService>('session', '1.0.0');
export const accountsService = createServiceRef<AccountsService>('accounts', '1.1.0');
export const preferencesService = createServiceRef<PreferencesService>('preferences', '1.0.0');
export const limitsService = createServiceRef<LimitsService>('limits', '1.1.0');
export const analyticsService = createServiceRef<AnalyticsService>('analytics', '1.1.0');
