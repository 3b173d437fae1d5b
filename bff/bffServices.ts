import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteViewReply } from '../schemas/remoteView.ts';
import type { ScenarioState } from './domainStore.ts';

export type { RemoteViewReply };

/**
 * A typed handle to a server-side service one BFF module provides and others require (the server's side of the SDK's
 * service refs). The type parameter only exists for the compiler: the ref itself is its id.
 */
export interface BffServiceRef<Service> {
  readonly id: string;
  readonly serviceType?: Service;
}

export const bffServiceRef = <Service>(id: string): BffServiceRef<Service> => Object.freeze({ id });

export class MissingBffServiceError extends Error {
  constructor(readonly ref: BffServiceRef<unknown>, readonly by?: string) {
    super(`no BFF module provides the service "${ref.id}"${by ? ` (required by module "${by}")` : ''}`);
    this.name = 'MissingBffServiceError';
  }
}

/** The services of one server, by ref id; each is provided once. */
export class BffServices {
  private readonly byId = new Map<string, { provider: string; service: unknown }>();

  provide<Service>(ref: BffServiceRef<Service>, service: Service, provider: string): void {
    const taken = this.byId.get(ref.id);
    if (taken) throw new Error(`the BFF service "${ref.id}" is provided by "${taken.provider}" already; "${provider}" provides it too`);
    this.byId.set(ref.id, { provider, service });
  }

  find<Service>(ref: BffServiceRef<Service>): Service | undefined {
    return this.byId.get(ref.id)?.service as Service | undefined;
  }

  get<Service>(ref: BffServiceRef<Service>, by?: string): Service {
    const entry = this.byId.get(ref.id);
    if (!entry) throw new MissingBffServiceError(ref, by);
    return entry.service as Service;
  }
}

// ----- the services BFF modules share (their contracts live here, in core, so no module imports another) ---------

/** Who made a call: the user and the key of their wallet (one per player, across sessions and domains). */
export interface Caller {
  userId: string;
  walletKey: string;
  /** The session the call's cookie or token belongs to (its tokens' `sid`): what logout ends. */
  sessionId: string;
}

/** Sign-in as other modules use it: the one verifier of bearer tokens, the session of a cookie, the 401 reply. */
export interface SignInService {
  /** The caller of a valid, unexpired bearer token (Authorization: Bearer …), or null. */
  fromBearer(request: FastifyRequest): Promise<Caller | null>;
  /** The caller of the session cookie, or null. */
  fromSession(request: FastifyRequest): Promise<Caller | null>;
  unauthorized(reply: FastifyReply): FastifyReply;
  /** Whether a session (Caller.sessionId) is still signed in: what was started in it (a game launch) ends with it. */
  isSessionLive(sessionId: string): Promise<boolean>;
  /** Whether the caller's user is identified (verified, or through the identification in this session). */
  isIdentified(request: FastifyRequest): Promise<boolean>;
  /**
   * Why the signed-in caller may not stake or deposit now, from what sign-in knows of the account: a ban (ban level
   * above 0), or terms changed since the player last accepted them; null when neither holds (or for a visitor).
   */
  accountRefusal(request: FastifyRequest): Promise<AccountRefusal | null>;
  /** When the signed-in caller's session began (Unix seconds), or null for a visitor: what the session clock counts from. */
  sessionStartedAt(request: FastifyRequest): Promise<number | null>;
  /** Whether the caller's ban forbids withdrawals too: every ban does, except level 53 under ban version 1 and 45 under the others. */
  withdrawalBarred(request: FastifyRequest): Promise<boolean>;
}

/** A refusal of stakes and deposits sign-in decides: answered as 403 `gambling_restricted` with this reason. */
export interface AccountRefusal {
  reason: 'banned' | 'termsNotAccepted';
}

export const signInService = bffServiceRef<SignInService>('signIn');

/** An account of a wallet as other modules see it; `minor` is the balance in minor units (kopecks, cents). */
export interface WalletAccount {
  readonly id: string;
  readonly kind: 'main' | 'bonus' | 'currency';
  readonly currency: string;
  readonly minor: number;
  readonly isActive: boolean;
}

/** What a module that holds money of a wallet (bets waiting for settlement) tells the wallet. */
export interface WalletHolder {
  /** Runs before a wallet's accounts are read or changed, so that payouts due by now land first. */
  settleDue(walletKey: string): Promise<void>;
  /** Why an account may not be removed now (money of it is held), as a refusal for the player; or null. */
  refuseRemoval(walletKey: string, accountId: string): Promise<{ code: string; message: string } | null>;
}

/**
 * One change of a balance, in minor units (negative takes, positive pays), and the reference that makes it
 * idempotent: an entry whose reference the wallet has entered before is not entered again (`sports:{stake}:payout`,
 * `payments:{id}`…; a module prefixes its references with its id).
 */
export interface WalletEntry {
  readonly minor: number;
  readonly reference: string;
}

/**
 * The players' accounts and balances, one wallet per player (wallet key), kept as a ledger in the database: a
 * balance never goes below zero, and every change carries a reference it is entered under once.
 */
export interface WalletService {
  /** An account of the wallet, or null when the wallet has no such (open) account. */
  account(walletKey: string, accountId: string): Promise<WalletAccount | null>;
  /** The account the player plays from now (the one they made active), or null when the wallet has none. */
  activeAccount(walletKey: string): Promise<WalletAccount | null>;
  /** Takes `minor` from the account; false (and nothing taken) when the balance does not cover it. */
  debit(walletKey: string, accountId: string, minor: number, reference: string): Promise<boolean>;
  /** Pays `minor` into the account; false when the account is gone. */
  credit(walletKey: string, accountId: string, minor: number, reference: string): Promise<boolean>;
  /** Enters several changes on one account (a spin's stake and win) in one transaction: all, or none and false. */
  enter(walletKey: string, accountId: string, entries: readonly WalletEntry[]): Promise<boolean>;
  addHolder(holder: WalletHolder): void;
}

export const walletService = bffServiceRef<WalletService>('wallet');

/**
 * The account module's passwords, for calls that confirm a change with the player's current password and for the
 * office's password change. Kept per player in the request's realm (BffContext.realmOf), in the database.
 */
export interface CredentialsService {
  /** Whether the password is the user's current one. */
  passwordMatches(request: FastifyRequest, userId: string, password: string): Promise<boolean>;
  /**
   * Makes `password` the user's password: sign-in takes it from now on and refuses the old one, and every session
   * of the user in the request's realm ends, but the request's own when `keepItsSession`.
   */
  changePassword(request: FastifyRequest, userId: string, password: string, options: { keepItsSession: boolean }): Promise<void>;
}

export const credentialsService = bffServiceRef<CredentialsService>('credentials');

/** What a player agreed to at registration, as the modules that act on it read it. */
export interface PlayerConsentsService {
  /** Whether the player opted in to marketing; never assumed: a player who was not asked did not. */
  marketingConsent(realm: string, userId: string): Promise<boolean>;
}

export const playerConsentsService = bffServiceRef<PlayerConsentsService>('playerConsents');

/** What other modules learn of a player first and the account module keeps on the player (its user config). */
export interface PlayerRecordService {
  /** The player has a paid deposit: the user config's `has_deposit` is true from now on (access rule 7). */
  markDeposited(realm: string, userId: string): Promise<void>;
  /** The player confirmed this phone: their user config and the phone sign-ins have it from now on. */
  phoneConfirmed(realm: string, userId: string, phone: string): Promise<void>;
  /** The player whose confirmed phone this is (the one a phone sign-in finds), or null. */
  phoneOwner(realm: string, phone: string): Promise<string | null>;
  /** The e-mail the player signed up with (their login), or null when they signed up without one. */
  registeredEmail(realm: string, userId: string): Promise<string | null>;
}

export const playerRecordService = bffServiceRef<PlayerRecordService>('playerRecord');

/**
 * Why a player may not gamble now: a self-exclusion or a time-out in force, until `until` (Unix s; null for no end),
 * or a session limit that has run out (bets, launches and spins stop; deposits and withdrawals do not).
 */
export interface GamblingRestriction {
  kind: 'selfExclusion' | 'timeOut' | 'sessionLimitEnded';
  until: number | null;
}

/**
 * The responsible-gaming limits as other modules enforce them (provided by the limits module): a bet, a real-money
 * game launch or spin, a bonus-game play or a deposit of a restricted player is refused (403, code
 * `gambling_restricted`). Limits are per player and operator-wide: `realm` is BffContext.realmOf(request), never a
 * domain.
 */
export interface GamblingRestrictionsService {
  /** The restriction in force for the player now, or null when they may gamble (synchronous: asked on every spin). */
  restrictionOf(realm: string, userId: string): GamblingRestriction | null;
  /**
   * What the user's active deposit limits (types 20–22) leave them to deposit now, in major units; null when no
   * deposit limit caps it (none, or the no-limit value).
   */
  remainingDeposit(realm: string, userId: string): Promise<number | null>;
  /**
   * The user's active deposit limit of each period (day: type 20, week: 21, month: 22), in major units; null where
   * none is set (or the no-limit value): what a jurisdiction's mandatory deposit limit is checked against.
   */
  depositLimits(realm: string, userId: string): Promise<Array<{ period: 'day' | 'week' | 'month'; limitType: number; value: number | null }>>;
  /**
   * The tightest of the user's active wagering (types 1–3) and loss (10–12) limits and what it leaves them to stake
   * now, in major units (the amount `reserveStake` refuses to pass); null when none caps stakes.
   */
  remainingStake(realm: string, userId: string): Promise<RemainingStake | null>;
  /** Counts a settled deposit (major units) against the user's deposit limits, once per reference (the payment's). */
  recordDeposit(realm: string, userId: string, amount: number, reference: string): Promise<void>;
  /**
   * Takes a stake (major units) into the player's wagering and loss limits before the bet or spin is made, in one
   * transaction with the player locked (so concurrent stakes on any server cannot pass a limit together); answers
   * the refusal instead when the limits leave less. The same `reference` again is taken once.
   */
  reserveStake(realm: string, userId: string, amount: number, reference: string): Promise<StakeRefusal | null>;
  /** Gives back a reserved stake whose bet or spin was then refused. */
  releaseStake(realm: string, userId: string, reference: string): Promise<void>;
  /** Counts a payout (major units) against the loss limits, dated at its stake (`stakedAtS`, Unix s; default now). */
  recordPayout(realm: string, userId: string, amount: number, reference: string, stakedAtS?: number): Promise<void>;
}

/** What one of the player's wagering or loss limits (`limitType`) leaves them to stake now, in major units. */
export interface RemainingStake {
  kind: 'wagering' | 'loss';
  limitType: number;
  remaining: number;
}

/**
 * A stake the limits refuse (403 with the code): the wagering (1–3) or loss (10–12) limits, with what the limit
 * leaves; or, as the database holds it whatever a server's cache says, an exclusion or an ended session limit.
 */
export type StakeRefusal =
  | { code: 'wagering_limit_exceeded' | 'loss_limit_exceeded'; limitType: number; remaining: number }
  | { code: 'gambling_restricted'; reason: GamblingRestriction['kind'] };

/**
 * A deposit the limits forbid: a self-exclusion or time-out in force (403 `gambling_restricted`), or an amount above
 * what the deposit limits leave (403 `deposit_limit_exceeded`, with that `remaining` amount).
 */
export type DepositRefusal = { code: 'gambling_restricted'; restriction: GamblingRestriction } | { code: 'deposit_limit_exceeded'; remaining: number };

export const gamblingRestrictionsService = bffServiceRef<GamblingRestrictionsService>('gamblingRestrictions');

/** The remote views (the information pages' content): the call, and the first screen of a page rendered by core. */
export interface RemoteViewService {
  /**
   * The view for a path (without the language), or null when there is none; `scenario` is the request's, under test
   * mode the place of a test's own content.
   */
  render(lang: string, path: string, scenario?: ScenarioState): RemoteViewReply | null;
}

export const remoteViewService = bffServiceRef<RemoteViewService>('remoteViews');

/** What the responsible-gaming tools offer on a domain, for the information page that describes them. */
export interface ResponsibleGamingService {
  /**
   * The tools' section of the responsible-gaming page, HTML in `lang`: the limit types, durations and cooling-off the
   * tools apply on the scenario's domain (its jurisdiction profile's), the help organisations and a link to the tools.
   */
  toolsHtml(lang: string, scenario: ScenarioState): string;
}

export const responsibleGamingService = bffServiceRef<ResponsibleGamingService>('responsibleGaming');
