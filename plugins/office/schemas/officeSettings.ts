import type { FromSchema } from 'json-schema-to-ts';

const settingListSchema = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['id', 'value'],
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 64 },
      value: { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 200 }, { type: 'number' }] },
      options: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 }, description: 'The values a choice allows (a select offers only these); absent for a switch.' },
    },
  },
} as const;

const sportListSchema = {
  type: 'array',
  maxItems: 300,
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string', maxLength: 100 } },
  },
} as const;

const idListSchema = { type: 'array', maxItems: 300, items: { type: 'integer' } } as const;

/**
 * `GET /office-api/v1/settings`: the office settings data (first document 3.7). The paths are not shown in the spec:
 * this project's choice. A setting's value is a boolean for a switch, a string for a choice; the lists of sports
 * are `{ id, name }`, and the disallowed lists are the ids the player hid from the line and from live.
 */
export const officeSettingsSchema = {
  $id: 'officeSettings',
  type: 'object',
  required: [
    'commonSettings',
    'otherSettings',
    'notificationSettings',
    'cashbackSetting',
    'bonusSetting',
    'firstDepositBonusSetting',
    'pointsAccumulated',
    'clubPoints',
    'showClubPoints',
    'availableCurrencies',
    'lineSports',
    'liveSports',
    'lineDisallowSports',
    'liveDisallowSports',
    'showFavoriteTeams',
    'showPromoCodeCheck',
    'showWallets',
    'walletAttributes',
    'promoSetting',
  ],
  properties: {
    commonSettings: settingListSchema,
    otherSettings: settingListSchema,
    notificationSettings: settingListSchema,
    cashbackSetting: {
      type: 'object',
      required: ['percent', 'additional_data'],
      properties: {
        percent: { type: 'number', minimum: 0, maximum: 100 },
        additional_data: {
          type: 'object',
          required: ['isVisiblePromoPointsRules', 'showAdditionalCashBackTerms', 'promoPoints', 'usePromoPointsName'],
          properties: {
            isVisiblePromoPointsRules: { type: 'boolean' },
            showAdditionalCashBackTerms: { type: 'boolean' },
            promoPoints: {
              type: 'array',
              maxItems: 20,
              description: 'The cashback levels: the points a level needs and the percent it returns (this project\'s shape).',
              items: {
                type: 'object',
                required: ['level', 'points', 'percent'],
                properties: { level: { type: 'string', maxLength: 40 }, points: { type: 'integer', minimum: 0 }, percent: { type: 'number', minimum: 0, maximum: 100 } },
              },
            },
            usePromoPointsName: { type: 'boolean' },
          },
        },
      },
    },
    bonusSetting: {
      type: 'object',
      required: ['isEnabled'],
      properties: { isEnabled: { type: 'boolean' }, percent: { type: 'number' } },
    },
    firstDepositBonusSetting: {
      type: 'object',
      required: ['isEnabled'],
      properties: { isEnabled: { type: 'boolean' }, percent: { type: 'number' }, maxMinor: { type: 'integer' } },
    },
    pointsAccumulated: { type: 'number', minimum: 0 },
    clubPoints: { type: 'number', minimum: 0 },
    showClubPoints: { type: 'boolean' },
    availableCurrencies: { type: 'array', maxItems: 200, items: { type: 'string', pattern: '^[A-Z]{3}$' } },
    lineSports: sportListSchema,
    liveSports: sportListSchema,
    lineDisallowSports: idListSchema,
    liveDisallowSports: idListSchema,
    showFavoriteTeams: { type: 'boolean' },
    showPromoCodeCheck: { type: 'boolean' },
    showWallets: { type: 'boolean' },
    walletAttributes: {
      type: 'object',
      required: ['title_translation_key'],
      properties: { title_translation_key: { type: 'string', maxLength: 80 } },
    },
    promoSetting: {
      type: 'object',
      required: ['promoCodeCheckSection'],
      properties: {
        promoCodeCheckSection: {
          type: 'object',
          required: ['isAvailable', 'title'],
          properties: { isAvailable: { type: 'boolean' }, title: { type: 'string', maxLength: 80 } },
        },
      },
    },
  },
} as const;

export type OfficeSettings = FromSchema<typeof officeSettingsSchema>;
export type SettingValue = boolean | string | number;
