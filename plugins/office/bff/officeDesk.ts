import { ApiError, CorruptRowError, type Database } from '../../../bff/bffModule.ts';
import { fitsSetting, LIVE_SPORT_IDS, settingDefinition, SPORTS } from './officeCatalogue.ts';
import { PROMO_CODES, type Lang } from './officeContent.ts';
import { OfficePlayers, type OfficePlayer, type RegisteredEmail } from './officePlayers.ts';
import type { OfficeRealms } from './officeRealms.ts';
import { newTotpSecret, verifyTotp } from './totp.ts';

export type HistoryKind = 'mail' | 'clear' | 'casinoMail';

/** Timestamps as the calls answer them: ISO 8601 in UTC, to the second. */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

interface MessageRow {
  message_id: string;
  title: unknown;
  body: unknown;
  sent_at: string;
  read: boolean;
}

const isLocalised = (value: unknown): value is Record<Lang, string> => typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).en === 'string' && typeof (value as Record<string, unknown>).ru === 'string';

function messageOf(row: MessageRow, key: string, lang: Lang) {
  if (!isLocalised(row.title) || !isLocalised(row.body)) throw new CorruptRowError('office_message', `${key}/${row.message_id}`, 'a title or body without both languages');
  return { id: row.message_id, title: row.title[lang], body: row.body[lang], sentAt: row.sent_at, read: row.read };
}

/**
 * The players' office state, in the database: per player and realm (BffContext.realmOf), whatever the domain, so
 * that every server and a restarted one see the same settings, inbox, promo codes and security.
 */
export class OfficeDesk {
  readonly players: OfficePlayers;

  constructor(
    private readonly database: Database,
    private readonly realms: OfficeRealms,
    private readonly now: () => number = Date.now,
    registeredEmail?: RegisteredEmail,
  ) {
    this.players = new OfficePlayers(database, registeredEmail);
  }

  read(realm: string, userId: string): Promise<OfficePlayer> {
    return this.players.read(realm, userId);
  }

  change<Result>(realm: string, userId: string, work: (player: OfficePlayer) => Result): Promise<Result> {
    return this.players.change(realm, userId, work);
  }

  /** Saves one setting; a value of the wrong kind or outside its choices is refused, and so is a setting the realm locks. */
  async saveSetting(realm: string, userId: string, id: string, value: unknown): Promise<void> {
    const setting = settingDefinition(id);
    if (!setting) throw new ApiError(404, 'setting_unknown', 'no such setting');
    if (!fitsSetting(setting, value)) throw new ApiError(400, 'setting_invalid', 'the value is not one this setting takes');
    if ((await this.realms.of(realm)).lockedSettings.includes(id)) throw new ApiError(403, 'setting_locked', 'the operator locks this setting');
    await this.change(realm, userId, (player) => {
      player.settings[id] = value;
    });
  }

  /** Saves both disallowed lists at once; an unknown sport id refuses the whole save. */
  async saveDisallowSports(realm: string, userId: string, line: number[], live: number[]): Promise<void> {
    const known = new Set(SPORTS.map((sport) => sport.id));
    if (![...line, ...live].every((id) => known.has(id)) || !live.every((id) => LIVE_SPORT_IDS.has(id))) throw new ApiError(400, 'sports_invalid', 'a sport id is unknown, or not a live sport in the live list');
    await this.change(realm, userId, (player) => {
      player.lineDisallowSports = [...new Set(line)];
      player.liveDisallowSports = [...new Set(live)];
    });
  }

  async messagesOf(realm: string, userId: string, lang: Lang) {
    await this.players.ensure(realm, userId);
    const rows = await this.database.query<MessageRow>(
      `SELECT message_id, title, body, to_char(sent_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS sent_at, read FROM office_message WHERE realm = $1 AND user_id = $2 ORDER BY message_id`,
      [realm, userId],
    );
    const messages = rows.map((row) => messageOf(row, `${realm}/${userId}`, lang));
    return { messages, unread: messages.filter((message) => !message.read).length };
  }

  async unreadOf(realm: string, userId: string): Promise<number> {
    await this.players.ensure(realm, userId);
    const [{ unread }] = await this.database.query<{ unread: string | number }>('SELECT count(*) AS unread FROM office_message WHERE realm = $1 AND user_id = $2 AND NOT read', [realm, userId]);
    return Number(unread);
  }

  async readMessage(realm: string, userId: string, id: string): Promise<void> {
    await this.players.ensure(realm, userId);
    const read = await this.database.query('UPDATE office_message SET read = true WHERE realm = $1 AND user_id = $2 AND message_id = $3 RETURNING message_id', [realm, userId, id]);
    if (read.length === 0) throw new ApiError(404, 'message_unknown', 'the player has no such message');
  }

  async deleteMessage(realm: string, userId: string, id: string): Promise<void> {
    await this.players.ensure(realm, userId);
    const deleted = await this.database.query('DELETE FROM office_message WHERE realm = $1 AND user_id = $2 AND message_id = $3 RETURNING message_id', [realm, userId, id]);
    if (deleted.length === 0) throw new ApiError(404, 'message_unknown', 'the player has no such message');
  }

  async requestHistory(realm: string, userId: string, kind: HistoryKind, accountId: string): Promise<void> {
    await this.players.locked(realm, userId, (tx) =>
      tx.query('INSERT INTO office_history_request (realm, user_id, kind, account_id, requested_at) VALUES ($1, $2, $3, $4, $5)', [realm, userId, kind, accountId, new Date(this.now()).toISOString()]),
    );
  }

  checkPromoCode(code: string) {
    const known = PROMO_CODES.find((candidate) => candidate.code === code.trim().toUpperCase());
    if (!known) throw new ApiError(404, 'promocode_unknown', 'no such promo code');
    if (known.expired) throw new ApiError(410, 'promocode_expired', 'the promo code has expired');
    return known;
  }

  /** Activates a promo code once per player: the second activation, on any server, finds it taken. */
  async activatePromoCode(realm: string, userId: string, code: string) {
    const known = this.checkPromoCode(code);
    const activated = await this.players.locked(realm, userId, (tx) =>
      tx.query('INSERT INTO office_promo_activation (realm, user_id, code, activated_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING code', [
        realm,
        userId,
        known.code,
        new Date(this.now()).toISOString(),
      ]),
    );
    if (activated.length === 0) throw new ApiError(409, 'promocode_used', 'the player activated this promo code already');
    return known;
  }

  /** The codes the player activated, newest first. */
  async promoHistory(realm: string, userId: string): Promise<Array<{ code: string; activatedAt: string }>> {
    const rows = await this.database.query<{ code: string; activated_at: string }>(
      `SELECT code, to_char(activated_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS activated_at FROM office_promo_activation WHERE realm = $1 AND user_id = $2 ORDER BY activated_at DESC, code`,
      [realm, userId],
    );
    return rows.map((row) => ({ code: row.code, activatedAt: row.activated_at }));
  }

  /** Starts enabling two-factor: a new secret, kept until a code of it is confirmed. */
  startTwoFactor(realm: string, userId: string): Promise<string> {
    return this.change(realm, userId, ({ twoFactor }) => {
      if (twoFactor.secret) throw new ApiError(409, 'two_factor_on', 'two-factor is on already');
      twoFactor.pendingSecret = newTotpSecret();
      return twoFactor.pendingSecret;
    });
  }

  enableTwoFactor(realm: string, userId: string, code: string): Promise<void> {
    return this.change(realm, userId, ({ twoFactor }) => {
      if (!twoFactor.pendingSecret) throw new ApiError(409, 'two_factor_not_started', 'start the two-factor setup first');
      if (!verifyTotp(twoFactor.pendingSecret, code, this.now())) throw new ApiError(400, 'code_wrong', 'the code is wrong');
      twoFactor.secret = twoFactor.pendingSecret;
      twoFactor.pendingSecret = null;
    });
  }

  disableTwoFactor(realm: string, userId: string, code: string): Promise<void> {
    return this.change(realm, userId, ({ twoFactor }) => {
      if (!twoFactor.secret) throw new ApiError(409, 'two_factor_off', 'two-factor is off');
      if (!verifyTotp(twoFactor.secret, code, this.now())) throw new ApiError(400, 'code_wrong', 'the code is wrong');
      twoFactor.secret = null;
    });
  }
}
