import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../bff/bffModule.ts';
import type { Lang } from './officeContent.ts';
import { ok, OFFICE_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { PASSWORD_MIN_LENGTH } from './officeCatalogue.ts';
import { objectOf, text, type RouteOf } from './routeSchemas.ts';

/** The links the office's mails carry, by the purpose each is issued for: the page it opens and how long it works. */
export const MAIL_LINKS = {
  activate: { page: 'user/activate', lifetimeS: 24 * 60 * 60 },
  confirm: { page: 'user/confirm', lifetimeS: 24 * 60 * 60 },
  // An unsubscribe link must work long after the mail came.
  stopnewsletter: { page: 'user/stopnewsletter', lifetimeS: 30 * 24 * 60 * 60 },
} as const;
type OfficeLinkPurpose = keyof typeof MAIL_LINKS;
/** What the office redeems: its own links, and the password-reset link of the account module's recovery mail. */
export type MailLinkPurpose = OfficeLinkPurpose | 'passwordreset';

/** One mail a minute per player (an activation, a confirmation): enough to ask again, too few to flood an address. */
export const MAIL_SEND_INTERVAL_S = 60;
const token = text(64);
const tokenSchemas = { body: objectOf({ token }, ['token']) } as const;
const resetSchemas = { body: objectOf({ token, password: { type: 'string', maxLength: 128 } }, ['token', 'password']) } as const;

/** A link never issued for this purpose, or used already (second document 5: `wrong_code`). */
const linkRejected = () => new ApiError(400, 'link_rejected', 'the link is not valid: used already or never sent');
/** A link past its expiry (second document 5: `time_up`). */
const linkExpired = () => new ApiError(400, 'link_expired', 'the link has expired: ask for a new one');

/**
 * The links of the mails to players (first document 2.4): each mail the office sends carries its action's link and
 * a newsletter unsubscribe link; the calls that redeem them need no sign-in (the link's token is the proof), since
 * a player opens a mail anywhere.
 */
export function registerMailLinkRoutes({ scope, desk, credentials, mail, mailLinks, post, realmOf, attempts }: OfficeRouteKit) {
  /** The link's path on the site: the page, in the player's language, with its token in the fragment (never sent to a server). */
  const linkTo = async (realm: string, userId: string, purpose: OfficeLinkPurpose, lang: Lang) => {
    const { token: issued } = await mailLinks.issue(realm, userId, purpose, MAIL_LINKS[purpose].lifetimeS);
    return `/${lang}/${MAIL_LINKS[purpose].page}#token=${issued}`;
  };

  /**
   * Takes the player's allowance of one mail a minute (else 429 `mail_too_soon`): a player cannot flood an address.
   * A call takes it before it changes anything, so a refused one changes nothing.
   */
  const reserveMail = async (realm: string, userId: string) => {
    const wait = await attempts.takeSend(realm, `office-mail:${userId}`, MAIL_SEND_INTERVAL_S);
    if (wait > 0) throw new ApiError(429, 'mail_too_soon', `a mail was just sent: try again in ${wait} s`);
  };

  /**
   * Sends a mail with its action's link and the unsubscribe link. The earlier links of the same purpose are withdrawn
   * first: they were for what the player asked before (an address changed since is confirmed by no old link).
   */
  const sendMail = async (realm: string, userId: string, to: string, purpose: OfficeLinkPurpose, lang: Lang) => {
    await mailLinks.revoke(realm, userId, purpose);
    const links = { action: await linkTo(realm, userId, purpose, lang), unsubscribe: await linkTo(realm, userId, 'stopnewsletter', lang) };
    await mail.send(realm, { to, kind: purpose, links });
  };

  /**
   * A redeeming call: the link's action for its user, or 400 `link_expired` or `link_rejected`; `check` refuses a
   * request before its link is used.
   */
  const redeeming = <const Schemas extends typeof tokenSchemas | typeof resetSchemas>(
    purpose: MailLinkPurpose,
    schemas: Schemas,
    act: (request: FastifyRequest<RouteOf<Schemas>>, userId: string, realm: string) => Promise<unknown>,
    check?: (request: FastifyRequest<RouteOf<Schemas>>) => void,
  ) =>
    scope.route<RouteOf<Schemas>>({
      method: 'POST',
      url: `${OFFICE_API}/mail-links/${purpose}`,
      schema: schemas,
      bodyLimit: post.bodyLimit,
      handler: async (request) => {
        check?.(request);
        const realm = realmOf(request);
        // Both schemas require the token.
        const { token: given } = request.body as { token: string };
        const redeemed = await mailLinks.redeem(realm, purpose, given, (userId) => act(request, userId, realm));
        if (redeemed === 'expired') throw linkExpired();
        if (redeemed === 'unknown') throw linkRejected();
        return ok;
      },
    });

  redeeming('activate', tokenSchemas, (_request, userId, realm) => desk.change(realm, userId, ({ email }) => (email.confirmed = true)));
  redeeming('confirm', tokenSchemas, (_request, userId, realm) =>
    desk.change(realm, userId, ({ email }) => {
      // Confirmed by its code meanwhile, or changed again: this link's address is no longer the one waiting.
      if (!email.pending) throw linkRejected();
      Object.assign(email, { address: email.pending, pending: null, confirmed: true });
    }),
  );
  // Only the marketing mail stops: bet results and security mails are the player's to switch.
  redeeming('stopnewsletter', tokenSchemas, (_request, userId, realm) => desk.saveSetting(realm, userId, 'emailNews', false));
  // A reset ends every session of the player (whoever knew the old password is signed out) and withdraws the other
  // reset links. A password too short is refused before the link is used.
  redeeming('passwordreset', resetSchemas, async (request, userId, realm) => {
    await credentials.changePassword(request, userId, request.body.password, { keepItsSession: false });
    await mailLinks.revoke(realm, userId, 'passwordreset');
  }, (request) => {
    if (request.body.password.length < PASSWORD_MIN_LENGTH) throw new ApiError(400, 'password_weak', `a password has at least ${PASSWORD_MIN_LENGTH} characters`);
  });

  return { reserveMail, sendMail };
}
