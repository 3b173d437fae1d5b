/**
 * The analytics plugin's published contract: the `analytics` service (plugin.json `provides`) and its types. Other
 * plugins import this folder, and nothing else of the analytics plugin; no implementation lives here.
 */
import { createServiceRef } from '@host/sdk';

/** The slots of an analytics event: positional strings and numbers, and named parameters. */
export interface AnalyticsSlots {
  strings?: readonly string[];
  numbers?: readonly number[];
  /** Named values; personal-data fields (second document, section 3) are removed before anything is sent. */
  params?: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * Analytics. Every call returns at once and never throws: calls made before the plugin's collector has loaded are
 * queued (by the kernel's stand-in while the plugin is deferred). Its methods return nothing, as a deferred
 * provider's must. The flows of the second document (registration, login) have their own calls, so that the
 * counters, the done flag and the event ids stay in the analytics plugin.
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

export const analyticsService = createServiceRef<AnalyticsService>('analytics', '1.1.0');
