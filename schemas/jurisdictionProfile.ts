import type { FromSchema } from 'json-schema-to-ts';

/**
 * One rule of a profile: its value, where the value comes from (the regulator's text, `"UKGC RTS 12D"`), and, where the
 * regulator's own text could not be confirmed, a note that says so (the value stays configurable: it is this file's).
 */
const rule = <const Value extends object, const Description extends string>(value: Value, description: Description) =>
  ({
    type: 'object',
    required: ['value', 'source'],
    additionalProperties: false,
    description,
    properties: {
      value,
      source: { type: 'string', minLength: 3, description: 'The regulator\'s text the value comes from, e.g. "UKGC RTS 12D".' },
      note: { type: 'string', minLength: 3, description: 'Why the value is not confirmed from the regulator\'s own text, or what it rests on instead.' },
    },
  }) as const;

const depositPeriod = { type: 'string', enum: ['day', 'week', 'month'] } as const;

const helpOrganisation = {
  type: 'object',
  required: ['name', 'url'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    url: { type: 'string', pattern: '^https://[^\\s"<>]+$' },
  },
} as const;

/** A number of seconds, or null where the profile sets no such minimum. */
const secondsOrNull = { anyOf: [{ type: 'number', minimum: 0.1, maximum: 60 }, { type: 'null' }] } as const;

/**
 * How casino games (the demo slot on the games host) are paced, each value a rule of its own with its source: the
 * slot honours them and the server refuses a spin that breaks them (plugins/casino/bff/spinPacing.ts).
 */
const casinoPacing = {
  type: 'object',
  required: ['minSecondsPerSpin', 'minSecondsBetweenGameCycles', 'autoplay', 'quickSpin', 'maxStakePerSpinEur', 'showPayoutFigures', 'showNetPosition'],
  additionalProperties: false,
  description: 'Casino game pacing: how long a spin and a game cycle last at least, which controls the slot offers, the highest stake, and the figures shown during play.',
  properties: {
    minSecondsPerSpin: rule(secondsOrNull, 'A spin shows its result no sooner than this after it started (null: no minimum); the server refuses a spin started sooner than this after the previous one.'),
    minSecondsBetweenGameCycles: rule(secondsOrNull, 'The least time from the start of one spin to the start of the next, per player (null: none); the server refuses a spin started sooner (429 `spin_too_soon`).'),
    autoplay: rule({ type: 'boolean' }, 'Whether the slot offers autoplay (spins that start without a press of the spin button each).'),
    quickSpin: rule({ type: 'boolean' }, 'Whether the slot offers a quick spin (turbo, slam-stop): the result shown without the reels turning.'),
    maxStakePerSpinEur: rule(
      { anyOf: [{ type: 'number', exclusiveMinimum: 0, maximum: 100_000 }, { type: 'null' }] },
      "The highest stake of one spin in euros (null: the game's own maximum), in another currency at the slot's reference rates; the server refuses a higher stake (403 `stake_above_maximum`).",
    ),
    showPayoutFigures: rule({ type: 'boolean' }, 'Whether the slot shows, where the stake is placed, the probability of its maximum win and its average payout per 1 unit staked.'),
    showNetPosition: rule({ type: 'boolean' }, "Whether the slot shows the player's net position (wins less stakes) of the game during play."),
  },
} as const;

/**
 * A jurisdiction profile, `bff/jurisdictions/<id>.json`: the rules a regulator sets for the front end, as data that the
 * server and the pages read (code never asks which profile it is). A domain file names one (`jurisdiction`, default
 * `none`: the specification's rules); the BFF serves its values, without the sources, as the `jurisdiction` config
 * group. Validated at start, on every change and by `npm run operator -- check`.
 */
export const jurisdictionProfileSchema = {
  $id: 'jurisdictionProfile',
  type: 'object',
  required: ['id', 'regulator', 'country', 'rules'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: "The file's name without `.json`." },
    regulator: { type: 'string', minLength: 1, description: 'Who sets these rules, as the pages name them.' },
    country: { type: 'string', pattern: '^([A-Z]{2}|ZZ)$', description: 'ISO 3166 code of the country (ZZ: none in particular).' },
    rules: {
      type: 'object',
      required: [
        'minimumAge', 'selfExclusionRegister', 'ageConfirmation', 'increaseCoolingOffHours', 'mandatoryDepositLimit', 'depositLimitPrompt',
        'increaseWaitsForRunningPeriod', 'realityCheck', 'withdrawalReversible', 'sessionClock', 'casinoPacing', 'helpOrganisations',
      ],
      additionalProperties: false,
      properties: {
        minimumAge: rule({ type: 'integer', minimum: 18, maximum: 25 }, 'The youngest age at which a player may register; the server refuses a younger date of birth.'),
        selfExclusionRegister: rule(
          {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['name', 'url'],
                additionalProperties: false,
                properties: {
                  name: { type: 'string', minLength: 1, description: "The register's name as players know it, e.g. Spelpaus." },
                  url: { type: 'string', pattern: '^https://[^\\s"<>]+$', description: 'Where a player reads about the register and their entry.' },
                },
              },
            ],
          },
          'The national self-exclusion register (null: none) the server checks at registration and at every sign-in: a listed player is refused (403 `national_self_exclusion`, the register in `meta`) and the page names and links it. The reference platform checks a simulated copy, plugins/account/bff/selfExclusionRegisters.json, keyed by the e-mail: the one identity every player has there, known before the account exists and at every sign-in kind (a real operator asks the register with the national identity number its verification collects).',
        ),
        ageConfirmation: rule(
          {
            type: 'object',
            required: ['show', 'storage'],
            additionalProperties: false,
            properties: {
              show: { type: 'boolean', description: 'Whether visitors are asked to confirm their age before using the site.' },
              storage: { enum: ['local', 'session'], description: "local: remembered for the specification's 3 days (first document 9); session: until the browser session ends." },
            },
          },
          'The age-restriction confirmation of first document 4.3: a gate asking visitors to confirm the minimum age, remembered in the browser for 3 days (`local`) or for the browser session (`session`); "No" stores nothing and keeps the site closed.',
        ),
        increaseCoolingOffHours: rule(
          { type: 'integer', minimum: 24, maximum: 8760 },
          'How long raising or removing a wagering, loss, deposit, session or reality-check limit waits before the player may confirm it (lowering applies at once).',
        ),
        mandatoryDepositLimit: rule(
          {
            type: 'object',
            required: ['periods', 'maximumPerMonth'],
            additionalProperties: false,
            properties: {
              periods: { type: 'array', uniqueItems: true, maxItems: 3, items: depositPeriod, description: 'The deposit limits (day: 24 h, week: 7 days, month: 30 days) a player must have before a deposit; empty: none.' },
              maximumPerMonth: { anyOf: [{ type: 'null' }, { type: 'number', exclusiveMinimum: 0 }], description: 'The highest monthly deposit limit a player may set (the limits have no currency); null: no maximum.' },
            },
          },
          'Deposit limits a player must set before depositing: the server refuses a deposit without them (403 deposit_limit_required) and refuses removing them or a monthly limit above the maximum.',
        ),
        depositLimitPrompt: rule({ type: 'boolean' }, 'Whether registration and the first deposit offer a deposit limit of any amount, which the player may skip.'),
        increaseWaitsForRunningPeriod: rule(
          { type: 'boolean' },
          "Whether a raised deposit limit also waits until the limit's running period (its 24 h, 7 or 30 days counted from the limit's start) ends, besides the cooling-off.",
        ),
        realityCheck: rule(
          {
            type: 'object',
            required: ['mandatory', 'intervalsMinutes'],
            additionalProperties: false,
            properties: {
              mandatory: { type: 'boolean', description: 'Whether the player may not switch the reality check off (value 0).' },
              intervalsMinutes: {
                anyOf: [{ type: 'null' }, { type: 'array', minItems: 1, maxItems: 12, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 1440 } }],
                description: "The reality-check intervals a player may choose, in minutes; null: the specification's (5, 10, 15, 30, 45, 60).",
              },
            },
          },
          'The reality check: whether it may be switched off and which intervals are allowed; the server refuses others and the limits call offers only these.',
        ),
        withdrawalReversible: rule({ type: 'boolean' }, 'Whether a player may cancel a withdrawal request while it is new; false: the server refuses the cancel and the page offers none.'),
        sessionClock: rule({ type: 'boolean' }, 'Whether the header shows the time since sign-in in hours, minutes and seconds while signed in.'),
        casinoPacing,
        helpOrganisations: rule({ type: 'array', minItems: 1, maxItems: 6, items: helpOrganisation }, "The country's problem-gambling help organisations the responsible-gaming page links."),
      },
    },
  },
} as const;
export type JurisdictionProfile = FromSchema<typeof jurisdictionProfileSchema>;
type Rules = JurisdictionProfile['rules'];

/** A rule's value, or a group of rules' values by name (`casinoPacing`). */
type ValuesOf<Entry> = Entry extends { source: string; value: infer Value } ? Value : { [Name in keyof Entry]: ValuesOf<Entry[Name]> };

/** The `jurisdiction` config group: a profile's values without their sources, what the pages and the server read. */
export type JurisdictionRules = { regulator: string; country: string } & { [Name in keyof Rules]: ValuesOf<Rules[Name]> };
