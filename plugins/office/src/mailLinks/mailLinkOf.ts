/** What a mail's link asks the office to do (the server's purposes, plugins/office/bff/mailLinkRoutes.ts). */
export type MailLinkPurpose = 'activate' | 'confirm' | 'stopnewsletter' | 'passwordreset';

/** A link's page: what it redeems, and the route of the next step after it worked and after it did not. */
export interface MailLinkPage {
  purpose: MailLinkPurpose;
  /** The dictionary keys' middle part: `mail_link_{key}_done`… */
  key: string;
  nextWhenDone: string;
  nextWhenRefused: string;
}

/**
 * The pages of the mails' links by route name (first document 2.4). `activatefast` is the link of a one-click
 * registration's mail: it activates the same way, and its player is sent to the home page rather than the office.
 */
const PAGES: Readonly<Record<string, MailLinkPage>> = {
  'user.activate': { purpose: 'activate', key: 'activate', nextWhenDone: 'office.menu', nextWhenRefused: 'office.activation-email' },
  'user.activatefast': { purpose: 'activate', key: 'activate', nextWhenDone: 'home', nextWhenRefused: 'office.activation-email' },
  'user.confirm': { purpose: 'confirm', key: 'confirm', nextWhenDone: 'office.menu', nextWhenRefused: 'office.email-change' },
  'user.stopnewsletter': { purpose: 'stopnewsletter', key: 'stopnewsletter', nextWhenDone: 'office.mailing-settings', nextWhenRefused: 'office.mailing-settings' },
};

export const mailLinkPageOf = (routeName: string | undefined): MailLinkPage | null => (routeName ? (PAGES[routeName] ?? null) : null);

/** The longest token a link carries (the server refuses longer ones). */
const TOKEN_MAX_LENGTH = 64;

/** Whether a value could be a link's token (what the platform issues: base64url, at most TOKEN_MAX_LENGTH). */
export const isToken = (value: unknown): value is string => typeof value === 'string' && value.length <= TOKEN_MAX_LENGTH && /^[\w-]+$/.test(value);

/**
 * A link's token from the address's fragment (`#token=…`: a fragment never reaches a server, its logs or a referrer),
 * or null when it is missing or could not be one.
 */
export function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return isToken(token) ? token : null;
}
