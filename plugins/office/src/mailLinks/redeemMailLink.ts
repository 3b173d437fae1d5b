import { HttpError } from '@host/sdk';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';
import { OFFICE_API, officeSend } from '../api/officeApi.ts';
import type { MailLinkPurpose } from './mailLinkOf.ts';

/** What became of a link: it worked, it was refused (`time_up`, `wrong_code`), a password too weak, or the call failed. */
export type LinkOutcome = 'done' | 'time_up' | 'wrong_code' | 'password_weak' | 'failed';

const refusalCodeOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.kind === 'http' && error.status === 400 ? error.codes[0] : undefined;

/** The platform's refusals of a link, as the second document words a refused code (section 5). */
const REFUSALS: Readonly<Record<string, LinkOutcome>> = { link_expired: 'time_up', link_rejected: 'wrong_code', password_weak: 'password_weak' };

/**
 * Redeems a mail's link (`POST /office-api/v1/mail-links/{purpose}`, no sign-in needed) and answers the outcome; a
 * failure that is no refusal is `failed`, which the page offers to try again.
 */
export async function redeemMailLink(purpose: MailLinkPurpose, body: { token: string; password?: string }, lang: string): Promise<LinkOutcome> {
  try {
    await officeSend(`${OFFICE_API}/mail-links/${purpose}`, body, validate_officeSuccessReply, 'mail link', lang);
    return 'done';
  } catch (error) {
    const refusal = REFUSALS[refusalCodeOf(error) ?? ''];
    if (refusal) return refusal;
    console.warn(`[office] the mail link (${purpose}) could not be redeemed`, error);
    return 'failed';
  }
}
