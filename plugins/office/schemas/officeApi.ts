import type { FromSchema } from 'json-schema-to-ts';

/*
 * The office calls (the spec shows none of their paths or shapes; this project's, as an operator's backend would
 * answer): under /office-api/v1 with the player's bearer token, and the public bonus and promotion content under
 * /promo-api/v1, worded in the X-Language language. Times are ISO dates or Unix seconds as named; amounts are in the
 * currency's major unit. A refusal is `officeRefusal`: the client words it from `code` in its own dictionary.
 */

const str = <const Length extends number>(maxLength: Length) => ({ type: 'string', maxLength }) as const;
const list = <const Item>(items: Item, maxItems = 200) => ({ type: 'array', maxItems, items }) as const;

export const officeRefusalSchema = {
  $id: 'officeRefusal',
  type: 'object',
  required: ['errors'],
  properties: { errors: list({ type: 'object', required: ['status', 'code'], properties: { status: { type: 'string', pattern: '^[1-5][0-9]{2}$' }, code: str(60), detail: str(200) } }, 10) },
} as const;
export type OfficeRefusal = FromSchema<typeof officeRefusalSchema>;

/** A save that answers nothing more than its success. */
export const officeSuccessReplySchema = {
  $id: 'officeSuccessReply',
  type: 'object',
  required: ['success'],
  properties: { success: { const: true } },
} as const;

/** `GET messages`: the inbox, newest first, and how many are unread; `POST messages/{id}/read` and `DELETE messages/{id}` answer `unread` too. */
export const messagesReplySchema = {
  $id: 'messagesReply',
  type: 'object',
  required: ['messages', 'unread'],
  properties: {
    messages: list({ type: 'object', required: ['id', 'title', 'body', 'sentAt', 'read'], properties: { id: str(40), title: str(200), body: str(4000), sentAt: str(40), read: { type: 'boolean' } } }, 500),
    unread: { type: 'integer', minimum: 0 },
  },
} as const;
export type MessagesReply = FromSchema<typeof messagesReplySchema>;

export const unreadReplySchema = {
  $id: 'unreadReply',
  type: 'object',
  required: ['unread'],
  properties: { success: { type: 'boolean' }, unread: { type: 'integer', minimum: 0 } },
} as const;
export type UnreadReply = FromSchema<typeof unreadReplySchema>;

/** `GET session-history`: the player's sessions (Unix s; `endedAt` null for the current one). */
export const sessionHistoryReplySchema = {
  $id: 'sessionHistoryReply',
  type: 'object',
  required: ['sessions'],
  properties: {
    sessions: list({ type: 'object', required: ['id', 'startedAt', 'endedAt', 'ip', 'device'], properties: { id: str(40), startedAt: { type: 'integer' }, endedAt: { type: ['integer', 'null'] }, ip: str(45), device: str(80) } }),
  },
} as const;
export type SessionHistoryReply = FromSchema<typeof sessionHistoryReplySchema>;

/** `GET casino-play?area=casino|slots`: the player's latest rounds (Unix s). */
export const casinoPlayReplySchema = {
  $id: 'casinoPlayReply',
  type: 'object',
  required: ['rounds'],
  properties: {
    rounds: list({ type: 'object', required: ['id', 'game', 'stake', 'win', 'currency', 'playedAt'], properties: { id: str(40), game: str(100), stake: { type: 'number' }, win: { type: 'number' }, currency: str(3), playedAt: { type: 'integer' } } }),
  },
} as const;
export type CasinoPlayReply = FromSchema<typeof casinoPlayReplySchema>;

/** `GET cashback?program=regular|vip|premium`: the points and the programme's cashback setting (its additional_data holds the levels and rules flags). */
export const cashbackReplySchema = {
  $id: 'cashbackReply',
  type: 'object',
  required: ['program', 'points', 'clubPoints', 'showClubPoints', 'cashbackSetting'],
  properties: {
    program: { enum: ['regular', 'vip', 'premium'] },
    points: { type: 'number' },
    clubPoints: { type: 'number' },
    showClubPoints: { type: 'boolean' },
    cashbackSetting: {
      type: 'object',
      required: ['percent', 'additional_data'],
      properties: {
        percent: { type: 'number' },
        additional_data: {
          type: 'object',
          required: ['isVisiblePromoPointsRules', 'showAdditionalCashBackTerms', 'promoPoints', 'usePromoPointsName'],
          properties: {
            isVisiblePromoPointsRules: { type: 'boolean' },
            showAdditionalCashBackTerms: { type: 'boolean' },
            usePromoPointsName: { type: 'boolean' },
            promoPoints: list({ type: 'object', required: ['level', 'points', 'percent'], properties: { level: str(40), points: { type: 'integer' }, percent: { type: 'number' } } }, 20),
          },
        },
      },
    },
  },
} as const;
export type CashbackReply = FromSchema<typeof cashbackReplySchema>;

/** `GET promo-codes/check?promocode=` and `POST promo-codes/activate { promocode }`: what the code gives. */
export const promoCodeReplySchema = {
  $id: 'promoCodeReply',
  type: 'object',
  required: ['promocode', 'title', 'amount', 'currency'],
  properties: { promocode: str(40), title: str(100), amount: { type: 'number', minimum: 0 }, currency: str(3) },
} as const;
export type PromoCodeReply = FromSchema<typeof promoCodeReplySchema>;

export const promoCodeHistoryReplySchema = {
  $id: 'promoCodeHistoryReply',
  type: 'object',
  required: ['history'],
  properties: { history: list({ type: 'object', required: ['promocode', 'title', 'activatedAt'], properties: { promocode: str(40), title: str(100), activatedAt: str(40) } }) },
} as const;
export type PromoCodeHistoryReply = FromSchema<typeof promoCodeHistoryReplySchema>;

/** `GET bonuses`: the player's bonuses with their wagering progress (`wagered` of `wagerRequired`). */
export const bonusesReplySchema = {
  $id: 'bonusesReply',
  type: 'object',
  required: ['bonuses'],
  properties: {
    bonuses: list({
      type: 'object',
      required: ['id', 'kind', 'title', 'amount', 'currency', 'wagerRequired', 'wagered', 'expiresAt', 'status'],
      properties: {
        id: str(40),
        kind: { enum: ['deposit', 'sport', 'casino'] },
        title: str(100),
        amount: { type: 'number' },
        currency: str(3),
        wagerRequired: { type: 'number', minimum: 0 },
        wagered: { type: 'number', minimum: 0 },
        expiresAt: str(40),
        status: { enum: ['active', 'completed', 'expired'] },
      },
    }),
  },
} as const;
export type BonusesReply = FromSchema<typeof bonusesReplySchema>;
export type PlayerBonus = BonusesReply['bonuses'][number];

export const specialOffersReplySchema = {
  $id: 'specialOffersReply',
  type: 'object',
  required: ['offers'],
  properties: { offers: list({ type: 'object', required: ['id', 'title', 'summary', 'endsAt'], properties: { id: str(60), title: str(100), summary: str(300), endsAt: str(40) } }) },
} as const;
export type SpecialOffersReply = FromSchema<typeof specialOffersReplySchema>;

/** `GET bring-friend`: the player's referral link, its results and the banner sizes offered. */
export const bringFriendReplySchema = {
  $id: 'bringFriendReply',
  type: 'object',
  required: ['link', 'invited', 'qualified', 'earned', 'currency', 'banners'],
  properties: {
    link: { type: 'string', maxLength: 300, pattern: '^https://' },
    invited: { type: 'integer' },
    qualified: { type: 'integer' },
    earned: { type: 'number' },
    currency: str(3),
    banners: list({ type: 'object', required: ['id', 'width', 'height'], properties: { id: str(40), width: { type: 'integer' }, height: { type: 'integer' } } }, 20),
  },
} as const;
export type BringFriendReply = FromSchema<typeof bringFriendReplySchema>;

export const rewardsReplySchema = {
  $id: 'rewardsReply',
  type: 'object',
  required: ['rewards'],
  properties: { rewards: list({ type: 'object', required: ['id', 'title', 'earned', 'points'], properties: { id: str(40), title: str(100), earned: { type: 'boolean' }, points: { type: 'integer' } } }) },
} as const;
export type RewardsReply = FromSchema<typeof rewardsReplySchema>;

/** `GET security` (and every security, phone, login and e-mail change): the player's security state. */
export const securityReplySchema = {
  $id: 'securityReply',
  type: 'object',
  required: ['twoFactorEnabled', 'securityQuestionId', 'questions', 'authByEmail', 'phone', 'phoneConfirmed', 'phonePending', 'login', 'email', 'emailConfirmed', 'emailPending'],
  properties: {
    twoFactorEnabled: { type: 'boolean' },
    securityQuestionId: { type: ['integer', 'null'] },
    questions: list({ type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: str(100) } }, 20),
    authByEmail: { type: 'boolean' },
    phone: { type: ['string', 'null'], maxLength: 20 },
    phoneConfirmed: { type: 'boolean' },
    phonePending: { type: ['string', 'null'], maxLength: 20 },
    login: { type: ['string', 'null'], maxLength: 30 },
    email: str(120),
    emailConfirmed: { type: 'boolean' },
    emailPending: { type: ['string', 'null'], maxLength: 120 },
  },
} as const;
export type SecurityReply = FromSchema<typeof securityReplySchema>;

/** `POST security/two-factor/setup`: a new TOTP secret (base32) and the otpauth URI the QR code carries. */
export const twoFactorSetupReplySchema = {
  $id: 'twoFactorSetupReply',
  type: 'object',
  required: ['secret', 'otpauthUri'],
  properties: { secret: { type: 'string', pattern: '^[A-Z2-7]{16,64}$' }, otpauthUri: { type: 'string', pattern: '^otpauth://totp/', maxLength: 300 } },
} as const;
export type TwoFactorSetupReply = FromSchema<typeof twoFactorSetupReplySchema>;

export const profileReplySchema = {
  $id: 'profileReply',
  type: 'object',
  required: ['firstName', 'lastName', 'birthDate', 'city', 'address'],
  properties: { firstName: str(60), lastName: str(60), birthDate: str(10), city: str(60), address: str(120) },
} as const;
export type ProfileReply = FromSchema<typeof profileReplySchema>;

export const verificationReplySchema = {
  $id: 'verificationReply',
  type: 'object',
  required: ['status', 'documents'],
  properties: { status: { enum: ['none', 'pending', 'verified'] }, documents: list(str(20), 10) },
} as const;
export type VerificationReply = FromSchema<typeof verificationReplySchema>;

export const convertAccountReplySchema = {
  $id: 'convertAccountReply',
  type: 'object',
  required: ['success', 'currency'],
  properties: { success: { const: true }, currency: { type: 'string', pattern: '^[A-Z]{3}$' } },
} as const;

const contentItem = { type: 'object', required: ['id', 'title', 'body'], properties: { id: str(60), title: str(200), body: str(4000) } } as const;

/** `GET /promo-api/v1/bonuses?kind=rules|games`: the bonus programme's pages. */
export const promoBonusesReplySchema = {
  $id: 'promoBonusesReply',
  type: 'object',
  required: ['bonuses'],
  properties: { bonuses: list(contentItem, 100) },
} as const;
export type PromoBonusesReply = FromSchema<typeof promoBonusesReplySchema>;

/** `GET /promo-api/v1/bonuses/{id}` (a partner's id too): one bonus page. */
export const promoBonusReplySchema = { ...contentItem, $id: 'promoBonusReply' } as const;
export type PromoBonusReply = FromSchema<typeof promoBonusReplySchema>;

const promotionItem = {
  type: 'object',
  required: ['id', 'title', 'summary', 'body', 'endsAt'],
  properties: { id: str(60), title: str(200), summary: str(300), body: str(4000), endsAt: str(40) },
} as const;

export const promotionsReplySchema = {
  $id: 'promotionsReply',
  type: 'object',
  required: ['promotions'],
  properties: { promotions: list(promotionItem, 100) },
} as const;
export type PromotionsReply = FromSchema<typeof promotionsReplySchema>;

export const promotionReplySchema = { ...promotionItem, $id: 'promotionReply' } as const;
export type PromotionReply = FromSchema<typeof promotionReplySchema>;

/** `GET /promo-api/v1/landings/{id}`: a content-managed landing and the promotion it leads to. */
export const landingReplySchema = {
  $id: 'landingReply',
  type: 'object',
  required: ['id', 'title', 'body', 'promotionId'],
  properties: { id: str(60), title: str(200), body: str(4000), promotionId: str(60) },
} as const;
export type LandingReply = FromSchema<typeof landingReplySchema>;
