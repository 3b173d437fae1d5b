import { randomBytes } from 'node:crypto';
import { ApiError, jurisdictionOf } from '../../../../bff/bffModule.ts';
import type { Caller, GamblingRestrictionsService, PlayerRecordService, WalletService } from '../../../../bff/bffModule.ts';
import type { Database } from '../../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../../bff/bffModule.ts';
import type { Payment } from '../../schemas/payments.ts';
import { amountProblem, feeOf, isWellFormedAmount, toMajor, toMinor } from '../../src/payments/paymentRules.ts';
import type { OfficePlayers } from '../officePlayers.ts';
import type { OfficeRealm, OfficeRealms } from '../officeRealms.ts';
import type { ReservedRun } from './idempotentCalls.ts';
import { missingDepositLimits } from './depositLimitDemand.ts';
import { methodFor } from './paymentMethods.ts';
import { PaymentsStore, type PaymentFilters, type StatusChange, type StoredPayment } from './paymentsStore.ts';
import { WithdrawalHold } from './withdrawalHold.ts';

/** A deposit the player paid "pending" on the payment page settles this long after (the provider's confirmation). */
export const PENDING_DEPOSIT_SETTLE_S = 120;
/** A deposit left on the payment page without an outcome lapses (cancelled) after this long. */
export const UNPAID_DEPOSIT_LAPSES_S = 30 * 60;
/** A withdrawal request leaves "new" (and can no longer be cancelled) this long after it is made... */
export const WITHDRAWAL_REVIEW_S = 10 * 60;
/** ...and is paid out this long after it is made. */
export const WITHDRAWAL_PAYOUT_S = 60 * 60;

export type DepositOutcome = 'success' | 'fail' | 'pending' | 'cancel';
export const DEPOSIT_OUTCOMES: readonly DepositOutcome[] = ['success', 'fail', 'pending', 'cancel'];

/** What a deposit or a withdrawal request names (its schema: paymentsRouteSchemas.ts). */
export interface MoneyRequest {
  methodId: string;
  accountId: string;
  amount: number;
}

export type PaymentSettings = Pick<OfficeRealm, 'country' | 'consultant' | 'identificationRequired'>;

export interface PaymentsDeskOptions {
  database: Database;
  realms: OfficeRealms;
  players: OfficePlayers;
  wallets: WalletService;
  restrictions: GamblingRestrictionsService;
  playerRecord: PlayerRecordService;
}

/** Payment ids come from the number their call's idempotency key reserved. */
const paymentIdOf = (reservedNumber: number) => `P${String(reservedNumber).padStart(6, '0')}`;

/** The change of status the payment page's button makes. */
const PAGE_OUTCOMES: Record<DepositOutcome, (nowS: number) => StatusChange> = {
  success: (nowS) => ({ status: 'paid', updatedAt: nowS, moneyDue: true }),
  pending: (nowS) => ({ status: 'pending', updatedAt: nowS, settlesAt: nowS + PENDING_DEPOSIT_SETTLE_S }),
  fail: (nowS) => ({ status: 'failed', updatedAt: nowS }),
  cancel: (nowS) => ({ status: 'cancelled', updatedAt: nowS }),
};

/** What time does to a payment by `nowS`: a pending deposit confirmed, an unpaid one lapsed, a withdrawal processed and paid. */
function dueChange(payment: Payment, nowS: number): StatusChange | null {
  if (payment.type === 'deposit') {
    if (payment.status === 'pending' && typeof payment.settlesAt === 'number' && nowS >= payment.settlesAt) return { status: 'paid', updatedAt: payment.settlesAt, moneyDue: true };
    const lapsesAt = payment.createdAt + UNPAID_DEPOSIT_LAPSES_S;
    return payment.status === 'new' && nowS >= lapsesAt ? { status: 'cancelled', updatedAt: lapsesAt } : null;
  }
  const [reviewedAt, paidAt] = [payment.createdAt + WITHDRAWAL_REVIEW_S, payment.createdAt + WITHDRAWAL_PAYOUT_S];
  if ((payment.status === 'new' || payment.status === 'processing') && nowS >= paidAt) return { status: 'paid', updatedAt: paidAt };
  return payment.status === 'new' && nowS >= reviewedAt ? { status: 'processing', updatedAt: reviewedAt } : null;
}

/**
 * The reference payment gateway: deposits through a payment page on another origin, withdrawal requests and the
 * payment history, kept in the database (`office_payment`) so that every server and a restarted one settle them.
 * Money moves through the wallet service under references made of the payment's id (`payments:{id}:deposit`…), so
 * a retry or a second server never pays twice; deposits count against the deposit limits (the gambling restrictions
 * service) once, and a deposit they forbid is refused.
 */
export class PaymentsDesk {
  readonly store: PaymentsStore;

  constructor(private readonly options: PaymentsDeskOptions) {
    this.store = new PaymentsStore(options.database);
    options.wallets.addHolder({
      settleDue: (walletKey) => this.settleDue(walletKey),
      refuseRemoval: async (walletKey, accountId) => ((await this.store.holdsMoneyOf(walletKey, accountId)) ? { code: 'payment_in_progress', message: 'A payment of this account is in progress.' } : null),
    });
  }

  async settingsOf(scenario: ScenarioState, realm: string): Promise<PaymentSettings> {
    const { country, consultant, identificationRequired } = await this.options.realms.of(realm);
    // Withdrawals need identification only where the domain offers identification at all.
    return { country, consultant, identificationRequired: identificationRequired && scenario.domain.config.features.identification === true };
  }

  /** The realm's payment clock, Unix seconds (test control moves it). */
  nowS(realm: string): Promise<number> {
    return this.options.realms.nowS(realm);
  }

  private async newPayment(
    realm: string,
    caller: Caller,
    fields: Pick<Payment, 'id' | 'type' | 'methodId' | 'methodName' | 'accountId' | 'currency' | 'amount' | 'fee'>,
    returnTo: StoredPayment['returnTo'],
  ): Promise<StoredPayment> {
    const nowS = await this.nowS(realm);
    const payToken = randomBytes(18).toString('base64url');
    return { ...fields, status: 'new', createdAt: nowS, updatedAt: nowS, settlesAt: null, realm, userId: caller.userId, walletKey: caller.walletKey, payToken, returnTo, moneyDue: false };
  }

  private async accountFor(caller: Caller, accountId: string) {
    const account = await this.options.wallets.account(caller.walletKey, accountId);
    if (!account) throw new ApiError(404, 'account_not_found', 'the player has no such account');
    return account;
  }

  private checkedAmount(amount: number): number {
    if (!isWellFormedAmount(amount)) throw new ApiError(400, 'amount_invalid', 'the amount must be above 0 with at most two decimals');
    return amount;
  }

  /**
   * A new deposit, waiting on the payment page. The deposit limits' check and the payment's creation hold the
   * player's row, so that two deposits made at once on two servers cannot pass a limit together.
   */
  async createDeposit(scenario: ScenarioState, realm: string, caller: Caller, body: MoneyRequest, returnTo: StoredPayment['returnTo'], reservedNumber: number): Promise<StoredPayment> {
    const id = paymentIdOf(reservedNumber);
    // The call ran before and stopped after creating it.
    const earlier = await this.store.byId(id);
    if (earlier) return earlier;
    await this.settleDue(caller.walletKey);
    const account = await this.accountFor(caller, body.accountId);
    if (account.kind === 'bonus') throw new ApiError(409, 'account_not_payable', 'a bonus account takes no deposits');
    const amount = this.checkedAmount(body.amount);
    const method = methodFor('deposit', account.currency, (await this.settingsOf(scenario, realm)).country, body.methodId);
    if (!method) throw new ApiError(404, 'method_not_found', 'no such deposit method for this currency and country');
    const problem = amountProblem(amount, method);
    if (problem) throw new ApiError(400, problem, `the amount must be between ${method.min} and ${method.max}`, { min: method.min, max: method.max });
    const { restrictions } = this.options;
    const restriction = restrictions.restrictionOf(realm, caller.userId);
    // A session limit that ran out stops play, not deposits.
    if (restriction && restriction.kind !== 'sessionLimitEnded') throw new ApiError(403, 'gambling_restricted', 'the player may not deposit now', { kind: restriction.kind, until: restriction.until });
    // The deposit limits the domain's jurisdiction profile requires (mandatoryDepositLimit) come first.
    const rules = jurisdictionOf(scenario);
    const missing = missingDepositLimits(rules, await restrictions.depositLimits(realm, caller.userId));
    if (missing.length > 0) {
      throw new ApiError(403, 'deposit_limit_required', 'set the deposit limits this domain requires before depositing', {
        periods: missing.map((limit) => limit.period),
        maximumPerMonth: rules.mandatoryDepositLimit.maximumPerMonth,
      });
    }
    const remaining = await restrictions.remainingDeposit(realm, caller.userId);
    const fields = { id, type: 'deposit', methodId: method.id, methodName: method.name, accountId: account.id, currency: account.currency, amount, fee: feeOf(method, amount) } as const;
    const payment = await this.newPayment(realm, caller, fields, returnTo);
    return this.options.players.locked(realm, caller.userId, async (tx) => {
      const inFlight = await this.store.depositsInFlightMinor(tx, realm, caller.userId);
      if (remaining !== null && toMinor(amount) + inFlight > toMinor(remaining)) {
        throw new ApiError(403, 'deposit_limit_exceeded', 'the amount is above what the deposit limits leave', { remaining: toMajor(Math.max(0, toMinor(remaining) - inFlight)) });
      }
      await this.store.insert(tx, payment);
      return payment;
    });
  }

  /** The deposit behind a payment page link, or null when the link is wrong. */
  async depositOfPage(paymentId: string, payToken: string): Promise<StoredPayment | null> {
    const payment = await this.store.byId(paymentId);
    return payment && payment.type === 'deposit' && payment.payToken === payToken ? payment : null;
  }

  /**
   * The player's choice on the payment page. Only a deposit still new takes an outcome: a second click, a reload or
   * a back-and-resubmit changes nothing (and pays nothing twice); the player goes back to the outcome it has.
   */
  async settlePage(payment: StoredPayment, outcome: DepositOutcome): Promise<StoredPayment> {
    await this.settleDue(payment.walletKey);
    const settled = await this.store.transition(payment.id, ['new'], PAGE_OUTCOMES[outcome](await this.nowS(payment.realm)));
    if (settled?.moneyDue) await this.moveMoney(settled);
    return (await this.store.byId(payment.id)) ?? payment;
  }

  /** The onpay page a deposit's state leads to. */
  static outcomeOf(payment: Payment): DepositOutcome {
    if (payment.status === 'paid') return 'success';
    if (payment.status === 'pending') return 'pending';
    if (payment.status === 'failed') return 'fail';
    return 'cancel';
  }

  async createWithdrawal(scenario: ScenarioState, realm: string, caller: Caller, body: MoneyRequest, identified: boolean, reserved: ReservedRun): Promise<StoredPayment> {
    const id = paymentIdOf(reserved.number);
    const earlier = await this.store.byId(id);
    if (earlier) return earlier;
    // What an earlier run of this call held without writing the payment goes back first, whatever this run decides.
    const hold = new WithdrawalHold(this.options.wallets, caller.walletKey, body.accountId, toMinor(body.amount), id);
    await hold.undoRunsBefore(reserved.attempt);
    await this.settleDue(caller.walletKey);
    const settings = await this.settingsOf(scenario, realm);
    if (settings.identificationRequired && !identified) throw new ApiError(403, 'identification_required', 'withdrawals need identification first');
    const account = await this.accountFor(caller, body.accountId);
    if (account.kind === 'bonus') throw new ApiError(409, 'bonus_not_withdrawable', 'the bonus balance cannot be withdrawn');
    const amount = this.checkedAmount(body.amount);
    const method = methodFor('withdrawal', account.currency, settings.country, body.methodId);
    if (!method) throw new ApiError(404, 'method_not_found', 'no such withdrawal method for this currency and country');
    const problem = amountProblem(amount, method);
    if (problem) throw new ApiError(400, problem, `the amount must be between ${method.min} and ${method.max}`, { min: method.min, max: method.max });
    // The money is held at once: it cannot be staked or withdrawn twice while the request runs. The wallet judges the balance.
    if (!(await hold.take(reserved.attempt))) {
      throw new ApiError(409, 'insufficient_withdrawable', 'the amount is above the withdrawable balance', { withdrawable: toMajor(account.minor) });
    }
    const fields = { id, type: 'withdrawal', methodId: method.id, methodName: method.name, accountId: account.id, currency: account.currency, amount, fee: Math.min(amount, feeOf(method, amount)) } as const;
    const payment = await this.newPayment(realm, caller, fields, { origin: '', lang: '' });
    try {
      await this.store.insert(this.options.database, payment);
    } catch (error) {
      // The hold goes back with its payment unwritten; when whether it was written cannot be read, the next run decides.
      if ((await this.store.byId(id).catch(() => payment)) === null) await hold.giveBack(reserved.attempt).catch(() => undefined);
      throw error;
    }
    return payment;
  }

  async cancelWithdrawal(realm: string, caller: Caller, paymentId: string): Promise<StoredPayment> {
    await this.settleDue(caller.walletKey);
    const payment = await this.ownPayment(realm, caller, paymentId);
    if (payment.type !== 'withdrawal') throw new ApiError(404, 'payment_not_found', 'no such withdrawal');
    const cancelled = await this.store.transition(payment.id, ['new'], { status: 'cancelled', updatedAt: await this.nowS(realm), moneyDue: true });
    if (!cancelled) throw new ApiError(409, 'not_cancellable', 'only a new withdrawal request can be cancelled');
    await this.moveMoney(cancelled);
    return cancelled;
  }

  /** Refuses a withdrawal under review (the operator's decision): the held money goes back to the account. */
  async refuseWithdrawal(payment: StoredPayment): Promise<void> {
    if (payment.type !== 'withdrawal') return;
    const refused = await this.store.transition(payment.id, ['new', 'processing'], { status: 'refused', updatedAt: await this.nowS(payment.realm), moneyDue: true });
    if (refused) await this.moveMoney(refused);
  }

  /** The player's payment of that id, or null when the player has none. */
  async paymentOf(realm: string, caller: Caller, paymentId: string): Promise<StoredPayment | null> {
    const payment = await this.store.byId(paymentId);
    return payment && payment.realm === realm && payment.userId === caller.userId ? payment : null;
  }

  async ownPayment(realm: string, caller: Caller, paymentId: string): Promise<StoredPayment> {
    const payment = await this.paymentOf(realm, caller, paymentId);
    if (!payment) throw new ApiError(404, 'payment_not_found', 'no such payment');
    return payment;
  }

  /** The player's payments, newest first, with the filters of the payment history. */
  async list(realm: string, caller: Caller, filters: PaymentFilters): Promise<StoredPayment[]> {
    await this.settleDue(caller.walletKey);
    return this.store.ofPlayer(realm, caller.userId, filters);
  }

  /** Settles what is due by now, on the payment's realm clock, and moves the money a change left due. */
  async settleDue(walletKey: string): Promise<void> {
    for (const { payment, clockOffsetS } of await this.store.openOf(walletKey)) {
      const change = payment.moneyDue ? null : dueChange(payment, this.options.realms.clockOf(clockOffsetS));
      const changed = change ? await this.store.transition(payment.id, [payment.status], change) : payment;
      if (changed?.moneyDue) await this.moveMoney(changed);
    }
  }

  /**
   * Moves the money of a payment's new status into its account: a paid deposit's amount (then counted against the
   * deposit limits), a cancelled or refused withdrawal's held amount. The wallet enters each reference once and the
   * limits count a deposit once per reference, so any number of calls and servers may run this. The deposit is
   * counted before its due money is cleared: a server that stops in between, or a count that fails, leaves it due,
   * and the next read of the payments counts it.
   */
  private async moveMoney(payment: StoredPayment): Promise<void> {
    const step = payment.type === 'deposit' ? 'deposit' : payment.status === 'cancelled' ? 'cancel' : 'refused';
    const reference = `payments:${payment.id}:${step}`;
    const entered = await this.options.wallets.credit(payment.walletKey, payment.accountId, toMinor(payment.amount), reference);
    // A deposit into an account that is gone fails. A withdrawal's account cannot be removed while its money is due (refuseRemoval).
    const failed = !entered && payment.type === 'deposit';
    if (payment.type === 'deposit' && !failed) {
      try {
        await this.options.restrictions.recordDeposit(payment.realm, payment.userId, payment.amount, reference);
        await this.options.playerRecord.markDeposited(payment.realm, payment.userId);
      } catch (error) {
        // The deposit is paid: its count failing must not fail the player's call, and it stays due to be counted.
        console.error(`payments: the deposit ${payment.id} could not be counted against the deposit limits or on the player yet:`, error);
        return;
      }
    }
    await this.store.takeMoneyDue(payment.id, failed);
  }
}
