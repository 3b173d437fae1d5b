import { HttpError } from '@host/sdk';
import { recoveryCodeFailure } from '../../../account/contract/index.ts';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';
import { OFFICE_API, officeSend } from '../api/officeApi.ts';
import type { MailLinkPurpose } from './mailLinkOf.ts';

/** What became of a link: it worked, it was refused (`time_up`, `wrong_code`), a password too weak, or the call failed. */
export type LinkOutcome = 'done' | 'time_up' | 'wrong_code' | 'password_weak' | 'failed';

const refusalCodeOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.kind === 'http' && error.status === 400 ? error.codes[0] : undefined;

/**
 * Redeems a mail's link (`POST /office-api/v1/mail-links/{purpose}`, no sign-in needed) and answers the outcome. A
 * refused link is told apart by the expiry it carries (second document 5); any other failure is `failed`, which
 * the page offers to try again.
 */
export async function redeemMailLink(purpose: MailLinkPurpose, body: { token: string; password?: string }, expiresAt: number, lang: string, now = Date.now): Promise<LinkOutcome> {
  try {
    await officeSend(`${OFFICE_API}/mail-links/${purpose}`, body, validate_officeSuccessReply, 'mail link', lang);
    return 'done';
  } catch (error) {
    const code = refusalCodeOf(error);
    if (code === 'link_rejected') return recoveryCodeFailure(expiresAt, now());
    if (code === 'password_weak') return 'password_weak';
    console.warn(`[office] the mail link (${purpose}) could not be redeemed`, error);
    return 'failed';
  }
}
