import type { WalletService } from '../../../../bff/bffModule.ts';

/** A run's entries keep the first run's references (`payments:{id}:hold`), later runs number theirs. */
const runSuffix = (attempt: number) => (attempt === 1 ? '' : `-${attempt}`);

/**
 * A withdrawal request's hold on the wallet: the money is taken from the account before the payment is written, so
 * each run of the call (ReservedRun.attempt) takes it under a reference of its own and gives it back under another
 * when its payment could not be written. A run that stopped in between is undone by the run that takes over.
 */
export class WithdrawalHold {
  constructor(
    private readonly wallets: WalletService,
    private readonly walletKey: string,
    private readonly accountId: string,
    private readonly minor: number,
    private readonly paymentId: string,
  ) {}

  private holdOf(attempt: number): string {
    return `payments:${this.paymentId}:hold${runSuffix(attempt)}`;
  }

  private returnOf(attempt: number): string {
    return `payments:${this.paymentId}:hold-returned${runSuffix(attempt)}`;
  }

  /**
   * Gives back what the runs before `attempt` held without writing the payment. Each earlier run's hold and return
   * are entered together: the return alone when the hold was entered, neither when both were (or, the balance too
   * low for a hold never taken, none).
   */
  async undoRunsBefore(attempt: number): Promise<void> {
    for (let earlier = 1; earlier < attempt; earlier++) {
      await this.wallets.enter(this.walletKey, this.accountId, [
        { minor: -this.minor, reference: this.holdOf(earlier) },
        { minor: this.minor, reference: this.returnOf(earlier) },
      ]);
    }
  }

  /** Takes the money; false (nothing taken) when the balance does not cover it. */
  take(attempt: number): Promise<boolean> {
    return this.wallets.debit(this.walletKey, this.accountId, this.minor, this.holdOf(attempt));
  }

  /** Gives this run's hold back: its payment was not written. */
  async giveBack(attempt: number): Promise<void> {
    await this.wallets.credit(this.walletKey, this.accountId, this.minor, this.returnOf(attempt));
  }
}
