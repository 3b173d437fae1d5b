import { randomBytes } from 'node:crypto';
import type { Caller, GamblingRestrictionsService, WalletService } from '../../../../bff/bffServices.ts';
import type { DomainSettings, ScenarioState } from '../../../../bff/domainStore.ts';
import type { Payment } from '../../schemas/payments.ts';
import { amountProblem, feeOf, isWellFormedAmount, toMajor, toMinor } from '../../src/payments/paymentRules.ts';
import { DEFAULT_COUNTRY, methodFor } from './paymentMethods.ts';

/** A deposit the player paid "pending" on the payment page settles this long after (the provider's confirmation). */
export const PENDING_DEPOSIT_SETTLE_S = 120;
/** A deposit left on the payment page without an outcome lapses (cancelled) after this long. */
export const UNPAID_DEPOSIT_LAPSES_S = 30 * 60;
/** A withdrawal request leaves "new" (and can no longer be cancelled) this long after it is made... */
export const WITHDRAWAL_REVIEW_S = 10 * 60;
/** ...and is paid out this long after it is made. */
export const WITHDRAWAL_PAYOUT_S = 60 * 60;

/** A refusal of a money call: `{ errors: [{ status, code, detail, meta }] }`. */
export class PaymentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export type DepositOutcome = 'success' | 'fail' | 'pending' | 'cancel';
export const DEPOSIT_OUTCOMES: readonly DepositOutcome[] = ['success', 'fail', 'pending', 'cancel'];

interface StoredPayment extends Payment {
  walletKey: string;
  userId: string;
  scenario: ScenarioState;
  /** The player's realm (BffContext.realmOf): whose deposit limits the payment counts against. */
  realm: string;
  /** The secret of the payment page's link (the page is on another origin, without the player's session). */
  payToken: string;
  /** Where the payment page sends the player back: the site's origin and language. */
  returnTo: { origin: string; lang: string };
}

export interface PaymentSettings {
  country: string;
  consultant: { enabled: boolean; flagOnlyCountries: string[] };
  identificationRequired: boolean;
}

interface ScenarioPayments {
  clockOffsetS: number;
  settings: PaymentSettings;
}

/** What a money call answered, kept under its idempotency key. */
export interface StoredReply {
  status: number;
  body: unknown;
}

export interface PaymentsDeskOptions {
  wallets: WalletService;
  restrictions: GamblingRestrictionsService;
  /** Epoch ms. */
  now?: () => number;
}

/** A payment as the calls answer it (schema `payment`). */
export const publicPayment = ({ walletKey: _walletKey, userId: _userId, scenario: _scenario, payToken: _payToken, returnTo: _returnTo, ...payment }: StoredPayment): Payment => payment;

/**
 * The reference payment gateway: deposits through a payment page on another origin, withdrawal requests, the
 * payment history, and the idempotency of every money call. Money moves through the wallet service; deposits count
 * against the deposit limits (the gambling restrictions service), and a deposit they forbid is refused.
 */
export class PaymentsDesk {
  private readonly scenarios = new WeakMap<DomainSettings, ScenarioPayments>();
  private readonly payments = new Map<string, StoredPayment>();
  private readonly replies = new Map<string, Map<string, { fingerprint: string; reply: Promise<StoredReply> }>>();
  private readonly now: () => number;
  private nextId = 1;

  /** The deposit-limit records of settled deposits, written one after the other. */
  private depositRecords: Promise<void> = Promise.resolve();

  constructor(private readonly options: PaymentsDeskOptions) {
    this.now = options.now ?? Date.now;
    options.wallets.addHolder({
      settleDue: (walletKey) => this.settleDue(walletKey),
      refuseRemoval: async (walletKey, accountId) =>
        [...this.payments.values()].some((payment) => payment.walletKey === walletKey && payment.accountId === accountId && ['new', 'pending', 'processing'].includes(payment.status))
          ? { code: 'payment_in_progress', message: 'A payment of this account is in progress.' }
          : null,
    });
  }

  private scenarioOf(domain: DomainSettings): ScenarioPayments {
    let state = this.scenarios.get(domain);
    if (!state) {
      state = { clockOffsetS: 0, settings: { country: DEFAULT_COUNTRY, consultant: { enabled: true, flagOnlyCountries: [] }, identificationRequired: false } };
      this.scenarios.set(domain, state);
    }
    return state;
  }

  settingsOf(scenario: ScenarioState): PaymentSettings {
    const settings = this.scenarioOf(scenario.domain).settings;
    // Withdrawals need identification only where the domain offers identification at all.
    return { ...settings, identificationRequired: settings.identificationRequired && scenario.domain.config.features.identification === true };
  }

  /** The scenario's payment clock, Unix seconds (test control moves it). */
  nowOf(scenario: ScenarioState): number {
    return this.nowS(scenario.domain);
  }

  private nowS(domain: DomainSettings): number {
    return Math.floor(this.now() / 1000) + this.scenarioOf(domain).clockOffsetS;
  }

  /**
   * Runs a money call once per idempotency key (per player session): a repeated key answers the first reply; the
   * same key with another request is refused. A refusal is kept too, so that a retry does not pay after all. The
   * reply is kept as it starts, so a concurrent repeat waits for the first one's answer instead of running again.
   */
  async idempotent(walletKey: string, key: string, fingerprint: string, run: () => Promise<StoredReply>): Promise<StoredReply & { replayed: boolean }> {
    let byKey = this.replies.get(walletKey);
    if (!byKey) {
      byKey = new Map();
      this.replies.set(walletKey, byKey);
    }
    const first = byKey.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) throw new PaymentError(422, 'idempotency_key_reused', 'this idempotency key was used for another request');
      return { ...(await first.reply), replayed: true };
    }
    const reply = run().catch((error: unknown): StoredReply => {
      if (!(error instanceof PaymentError)) throw error;
      return { status: error.status, body: { errors: [{ status: String(error.status), code: error.code, detail: error.message, ...(error.meta ? { meta: error.meta } : {}) }] } };
    });
    byKey.set(key, { fingerprint, reply });
    // A failure that is not a refusal (the database down) is not kept: the retry runs again.
    reply.catch(() => byKey.delete(key));
    return { ...(await reply), replayed: false };
  }

  private nextPaymentId(): string {
    return `P${String(this.nextId++).padStart(6, '0')}`;
  }

  private newPayment(
    scenario: ScenarioState,
    realm: string,
    caller: Caller,
    fields: Pick<Payment, 'type' | 'status' | 'methodId' | 'methodName' | 'accountId' | 'currency' | 'amount' | 'fee'>,
    returnTo: StoredPayment['returnTo'],
    id = this.nextPaymentId(),
  ): StoredPayment {
    const nowS = this.nowS(scenario.domain);
    const payment: StoredPayment = {
      ...fields,
      id,
      createdAt: nowS,
      updatedAt: nowS,
      settlesAt: null,
      walletKey: caller.walletKey,
      userId: caller.userId,
      scenario,
      realm,
      payToken: randomBytes(18).toString('base64url'),
      returnTo,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private async accountFor(caller: Caller, accountId: unknown) {
    const account = typeof accountId === 'string' ? await this.options.wallets.account(caller.walletKey, accountId) : null;
    if (!account) throw new PaymentError(404, 'account_not_found', 'the player has no such account');
    return account;
  }

  private checkedAmount(amount: unknown): number {
    if (typeof amount !== 'number' || !isWellFormedAmount(amount)) throw new PaymentError(400, 'amount_invalid', 'the amount must be above 0 with at most two decimals');
    return amount;
  }

  /** The player's payments in this scenario (each test scenario is a server of its own). */
  private paymentsOf(scenario: ScenarioState, caller: Caller): StoredPayment[] {
    return [...this.payments.values()].filter((payment) => payment.userId === caller.userId && payment.scenario.domain === scenario.domain);
  }

  /** Deposits of the player not settled yet: what they may still add to the deposit limits' use. */
  private depositsInFlight(scenario: ScenarioState, caller: Caller): number {
    return toMajor(this.paymentsOf(scenario, caller).filter((payment) => payment.type === 'deposit' && (payment.status === 'new' || payment.status === 'pending')).reduce((sum, payment) => sum + toMinor(payment.amount), 0));
  }

  /**
   * What the deposit limits leave the player (major units, null: no cap), read before a deposit is made: the deposit
   * itself stays synchronous, so that concurrent identical calls meet the idempotency check one at a time.
   * Deposits recorded by this server are written first.
   */
  async remainingDeposit(realm: string, userId: string): Promise<number | null> {
    await this.depositRecords;
    return this.options.restrictions.remainingDeposit(realm, userId);
  }

  async createDeposit(
    scenario: ScenarioState,
    { realm, remaining }: { realm: string; remaining: number | null },
    caller: Caller,
    body: { methodId?: unknown; accountId?: unknown; amount?: unknown },
    returnTo: StoredPayment['returnTo'],
  ): Promise<StoredPayment> {
    await this.settleDue(caller.walletKey);
    const account = await this.accountFor(caller, body.accountId);
    if (account.kind === 'bonus') throw new PaymentError(409, 'account_not_payable', 'a bonus account takes no deposits');
    const amount = this.checkedAmount(body.amount);
    const method = typeof body.methodId === 'string' ? methodFor('deposit', account.currency, this.settingsOf(scenario).country, body.methodId) : undefined;
    if (!method) throw new PaymentError(404, 'method_not_found', 'no such deposit method for this currency and country');
    const problem = amountProblem(amount, method);
    if (problem) throw new PaymentError(400, problem, `the amount must be between ${method.min} and ${method.max}`, { min: method.min, max: method.max });
    const inFlight = this.depositsInFlight(scenario, caller);
    const restriction = this.options.restrictions.restrictionOf(realm, caller.userId);
    // A session limit that ran out stops play, not deposits.
    if (restriction && restriction.kind !== 'sessionLimitEnded') throw new PaymentError(403, 'gambling_restricted', 'the player may not deposit now', { kind: restriction.kind, until: restriction.until });
    if (remaining !== null && toMinor(amount) + toMinor(inFlight) > toMinor(remaining)) {
      throw new PaymentError(403, 'deposit_limit_exceeded', 'the amount is above what the deposit limits leave', { remaining: toMajor(Math.max(0, toMinor(remaining) - toMinor(inFlight))) });
    }
    const fee = feeOf(method, amount);
    return this.newPayment(scenario, realm, caller, { type: 'deposit', status: 'new', methodId: method.id, methodName: method.name, accountId: account.id, currency: account.currency, amount, fee }, returnTo);
  }

  /** The deposit behind a payment page link, or null when the link is wrong. */
  depositOfPage(paymentId: string, payToken: string): StoredPayment | null {
    const payment = this.payments.get(paymentId);
    return payment && payment.type === 'deposit' && payment.payToken === payToken ? payment : null;
  }

  /**
   * The player's choice on the payment page. Only a deposit still new takes an outcome: a second click, a reload or
   * a back-and-resubmit changes nothing (and pays nothing twice); the player goes back to the outcome it has.
   */
  async settlePage(payment: StoredPayment, outcome: DepositOutcome): Promise<StoredPayment> {
    await this.settleDue(payment.walletKey);
    if (payment.status !== 'new') return payment;
    const nowS = this.nowS(payment.scenario.domain);
    payment.updatedAt = nowS;
    if (outcome === 'success') await this.credit(payment);
    else if (outcome === 'pending') Object.assign(payment, { status: 'pending', settlesAt: nowS + PENDING_DEPOSIT_SETTLE_S });
    else payment.status = outcome === 'fail' ? 'failed' : 'cancelled';
    return payment;
  }

  /** The onpay page a deposit's state leads to. */
  static outcomeOf(payment: Payment): DepositOutcome {
    if (payment.status === 'paid') return 'success';
    if (payment.status === 'pending') return 'pending';
    if (payment.status === 'failed') return 'fail';
    return 'cancel';
  }

  /** Pays a deposit in: marked paid first, so that a concurrent settlement does not pay (or count) it again. */
  private async credit(payment: StoredPayment): Promise<void> {
    const before = { status: payment.status, settlesAt: payment.settlesAt };
    payment.status = 'paid';
    payment.settlesAt = null;
    let credited: boolean;
    try {
      credited = await this.options.wallets.credit(payment.walletKey, payment.accountId, toMinor(payment.amount), `payments:${payment.id}:deposit`);
    } catch (error) {
      // The database is down: the deposit stays as it was and settles on a later read.
      Object.assign(payment, before);
      throw error;
    }
    if (!credited) {
      payment.status = 'failed';
      return;
    }
    // The next deposit waits for the deposit limits to count this one.
    this.depositRecords = this.depositRecords
      .then(() => this.options.restrictions.recordDeposit(payment.realm, payment.userId, payment.amount))
      .catch((error: unknown) => console.error(`payments: the deposit ${payment.id} could not be counted against the deposit limits:`, error));
  }

  async createWithdrawal(scenario: ScenarioState, realm: string, caller: Caller, body: { methodId?: unknown; accountId?: unknown; amount?: unknown }, identified: boolean): Promise<StoredPayment> {
    await this.settleDue(caller.walletKey);
    if (this.settingsOf(scenario).identificationRequired && !identified) throw new PaymentError(403, 'identification_required', 'withdrawals need identification first');
    const account = await this.accountFor(caller, body.accountId);
    if (account.kind === 'bonus') throw new PaymentError(409, 'bonus_not_withdrawable', 'the bonus balance cannot be withdrawn');
    const amount = this.checkedAmount(body.amount);
    const method = typeof body.methodId === 'string' ? methodFor('withdrawal', account.currency, this.settingsOf(scenario).country, body.methodId) : undefined;
    if (!method) throw new PaymentError(404, 'method_not_found', 'no such withdrawal method for this currency and country');
    const problem = amountProblem(amount, method, { balance: toMajor(account.minor) });
    if (problem === 'amount_above_balance') throw new PaymentError(409, 'insufficient_withdrawable', 'the amount is above the withdrawable balance', { withdrawable: toMajor(account.minor) });
    if (problem) throw new PaymentError(400, problem, `the amount must be between ${method.min} and ${method.max}`, { min: method.min, max: method.max });
    // The money is held at once: it cannot be staked or withdrawn twice while the request runs.
    const id = this.nextPaymentId();
    if (!(await this.options.wallets.debit(caller.walletKey, account.id, toMinor(amount), `payments:${id}:hold`))) throw new PaymentError(409, 'insufficient_withdrawable', 'the amount is above the withdrawable balance', { withdrawable: toMajor(account.minor) });
    const fee = Math.min(amount, feeOf(method, amount));
    return this.newPayment(scenario, realm, caller, { type: 'withdrawal', status: 'new', methodId: method.id, methodName: method.name, accountId: account.id, currency: account.currency, amount, fee }, { origin: '', lang: '' }, id);
  }

  async cancelWithdrawal(scenario: ScenarioState, caller: Caller, paymentId: string): Promise<StoredPayment> {
    await this.settleDue(caller.walletKey);
    const payment = this.ownPayment(scenario, caller, paymentId);
    if (payment.type !== 'withdrawal') throw new PaymentError(404, 'payment_not_found', 'no such withdrawal');
    if (payment.status !== 'new') throw new PaymentError(409, 'not_cancellable', 'only a new withdrawal request can be cancelled');
    payment.status = 'cancelled';
    await this.options.wallets.credit(payment.walletKey, payment.accountId, toMinor(payment.amount), `payments:${payment.id}:cancel`);
    payment.updatedAt = this.nowS(payment.scenario.domain);
    return payment;
  }

  ownPayment(scenario: ScenarioState, caller: Caller, paymentId: string): StoredPayment {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.userId !== caller.userId || payment.scenario.domain !== scenario.domain) throw new PaymentError(404, 'payment_not_found', 'no such payment');
    return payment;
  }

  /** The player's payments, newest first, with the filters of the payment history. */
  async list(scenario: ScenarioState, caller: Caller, filters: { type?: string; status?: string; from?: number; to?: number }): Promise<Payment[]> {
    await this.settleDue(caller.walletKey);
    return this.paymentsOf(scenario, caller)
      .filter(
        (payment) =>
          (filters.type === undefined || payment.type === filters.type) &&
          (filters.status === undefined || payment.status === filters.status) &&
          (filters.from === undefined || payment.createdAt >= filters.from) &&
          (filters.to === undefined || payment.createdAt <= filters.to),
      )
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
      .map(publicPayment);
  }

  /** Settles what is due by now: pending deposits confirmed, unpaid deposits lapsed, withdrawals processed and paid. */
  async settleDue(walletKey: string): Promise<void> {
    for (const payment of this.payments.values()) {
      if (payment.walletKey !== walletKey) continue;
      const nowS = this.nowS(payment.scenario.domain);
      if (payment.type === 'deposit') {
        if (payment.status === 'pending' && payment.settlesAt !== null && payment.settlesAt !== undefined && nowS >= payment.settlesAt) {
          payment.updatedAt = payment.settlesAt;
          await this.credit(payment);
        } else if (payment.status === 'new' && nowS >= payment.createdAt + UNPAID_DEPOSIT_LAPSES_S) {
          Object.assign(payment, { status: 'cancelled', updatedAt: payment.createdAt + UNPAID_DEPOSIT_LAPSES_S });
        }
        continue;
      }
      if (payment.status === 'new' && nowS >= payment.createdAt + WITHDRAWAL_REVIEW_S) Object.assign(payment, { status: 'processing', updatedAt: payment.createdAt + WITHDRAWAL_REVIEW_S });
      if (payment.status === 'processing' && nowS >= payment.createdAt + WITHDRAWAL_PAYOUT_S) Object.assign(payment, { status: 'paid', updatedAt: payment.createdAt + WITHDRAWAL_PAYOUT_S });
    }
  }

  /** Refuses a withdrawal under review (the operator's decision): the held money goes back to the account. */
  private async refuseWithdrawal(payment: StoredPayment): Promise<void> {
    if (payment.type !== 'withdrawal' || (payment.status !== 'new' && payment.status !== 'processing')) return;
    payment.status = 'refused';
    await this.options.wallets.credit(payment.walletKey, payment.accountId, toMinor(payment.amount), `payments:${payment.id}:refused`);
    payment.updatedAt = this.nowS(payment.scenario.domain);
  }

  /**
   * The `payments` field of a test scenario patch: `{ advanceSeconds?, country?, consultant?: { enabled,
   * flagOnlyCountries }, identificationRequired?, refuseWithdrawal?: paymentId }`. `advanceSeconds` moves the
   * scenario's payment clock (a pending deposit settling, a withdrawal processed).
   */
  async patchScenario(scenario: ScenarioState, patch: unknown): Promise<string | null> {
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return 'payments must be an object';
    const { advanceSeconds, country, consultant, identificationRequired, refuseWithdrawal } = patch as Record<string, unknown>;
    if (advanceSeconds !== undefined && (typeof advanceSeconds !== 'number' || !Number.isInteger(advanceSeconds) || advanceSeconds < 0)) return 'payments.advanceSeconds must be a whole number of seconds';
    if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) return 'payments.country must be an ISO 3166 alpha-2 code';
    if (identificationRequired !== undefined && typeof identificationRequired !== 'boolean') return 'payments.identificationRequired must be a boolean';
    let parsedConsultant: PaymentSettings['consultant'] | undefined;
    if (consultant !== undefined) {
      const { enabled, flagOnlyCountries = [] } = (consultant ?? {}) as Record<string, unknown>;
      if (typeof enabled !== 'boolean' || !Array.isArray(flagOnlyCountries) || !flagOnlyCountries.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))) {
        return 'payments.consultant must be { enabled, flagOnlyCountries }';
      }
      parsedConsultant = { enabled, flagOnlyCountries: flagOnlyCountries as string[] };
    }
    if (refuseWithdrawal !== undefined && (typeof refuseWithdrawal !== 'string' || !this.payments.has(refuseWithdrawal))) return 'payments.refuseWithdrawal must name a payment';
    const state = this.scenarioOf(scenario.domain);
    if (typeof advanceSeconds === 'number') state.clockOffsetS += advanceSeconds;
    if (typeof country === 'string') state.settings.country = country;
    if (typeof identificationRequired === 'boolean') state.settings.identificationRequired = identificationRequired;
    if (parsedConsultant) state.settings.consultant = parsedConsultant;
    if (typeof refuseWithdrawal === 'string') await this.refuseWithdrawal(this.payments.get(refuseWithdrawal)!);
    return null;
  }
}
