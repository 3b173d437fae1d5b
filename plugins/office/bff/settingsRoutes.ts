import { CONVERTIBLE_CURRENCIES, LIVE_SPORT_IDS, SETTING_GROUPS, SPORTS, type SettingGroup } from './officeCatalogue.ts';
import type { Lang } from './officeContent.ts';
import type { OfficePlayer } from './officePlayers.ts';
import { ok, OFFICE_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { objectOf, text } from './routeSchemas.ts';

const CASHBACK_PROGRAMS = { regular: 1, vip: 1.5, premium: 2 } as const;

/** Sport ids as the disallowed lists take them: a list as long as a page can make it (the hand-checked bound). */
const sportIds = { type: 'array', maxItems: 300, items: { type: 'integer' } } as const;

// Whether the value fits the setting (its kind, its choices) is the setting's own rule: OfficeDesk.saveSetting.
const settingSchemas = { body: objectOf({ id: text(64), value: {} }, ['id', 'value']) } as const;
const disallowSportsSchemas = { body: objectOf({ line: sportIds, live: sportIds }, ['line', 'live']) } as const;
const cashbackSchemas = { querystring: objectOf({ program: { enum: ['regular', 'vip', 'premium'] } }, []) } as const;

/**
 * A group of settings with the player's values: where the player changed nothing, a marketing switch is their consent
 * from registration and any other setting its default.
 */
const settingsIn = (group: SettingGroup, player: OfficePlayer, marketingConsent: boolean) =>
  SETTING_GROUPS[group].map(({ id, value, options, marketing }) => ({ id, value: player.settings[id] ?? (marketing ? marketingConsent : value), ...(options ? { options: [...options] } : {}) }));

/** The settings data (schema `officeSettings`): the player's settings and the operator's programmes. */
function settingsReply(player: OfficePlayer, lang: Lang, marketingConsent: boolean) {
  const sports = SPORTS.map((sport) => ({ id: sport.id, name: sport.name[lang] }));
  return {
    commonSettings: settingsIn('commonSettings', player, marketingConsent),
    otherSettings: settingsIn('otherSettings', player, marketingConsent),
    notificationSettings: settingsIn('notificationSettings', player, marketingConsent),
    cashbackSetting: {
      percent: 5,
      additional_data: {
        isVisiblePromoPointsRules: true,
        showAdditionalCashBackTerms: true,
        usePromoPointsName: true,
        promoPoints: [
          { level: 'bronze', points: 0, percent: 3 },
          { level: 'silver', points: 500, percent: 5 },
          { level: 'gold', points: 2000, percent: 8 },
          { level: 'platinum', points: 5000, percent: 10 },
        ],
      },
    },
    bonusSetting: { isEnabled: true, percent: 10 },
    firstDepositBonusSetting: { isEnabled: true, percent: 100, maxMinor: 10_000 },
    pointsAccumulated: 740,
    clubPoints: 120,
    showClubPoints: true,
    availableCurrencies: [...CONVERTIBLE_CURRENCIES],
    lineSports: sports,
    liveSports: sports.filter((sport) => LIVE_SPORT_IDS.has(sport.id)),
    lineDisallowSports: player.lineDisallowSports,
    liveDisallowSports: player.liveDisallowSports,
    showFavoriteTeams: true,
    showPromoCodeCheck: true,
    showWallets: true,
    walletAttributes: { title_translation_key: 'wallets_bonus' },
    promoSetting: { promoCodeCheckSection: { isAvailable: true, title: 'promo_code_check_title' } },
  };
}

/** Settings (first document 3.7; 7: get settings, save one by id and value, save disallow sports with both lists) and the cashback. */
export function registerSettingsRoutes({ scope, player, checked, desk, consents }: OfficeRouteKit): void {
  const settingsOf = async (realm: string, userId: string, lang: Lang) => settingsReply(await desk.read(realm, userId), lang, await consents.marketingConsent(realm, userId));
  scope.get(`${OFFICE_API}/settings`, player(async (_request, caller, realm, lang) => settingsOf(realm, caller.userId, lang)));
  checked('POST', `${OFFICE_API}/settings`, settingSchemas, async (request, caller, realm) => {
    await desk.saveSetting(realm, caller.userId, request.body.id.trim(), request.body.value);
    return ok;
  });
  checked('POST', `${OFFICE_API}/settings/disallow-sports`, disallowSportsSchemas, async (request, caller, realm) => {
    await desk.saveDisallowSports(realm, caller.userId, request.body.line, request.body.live);
    return ok;
  });

  // The programme's points and levels come from the cashback setting's additional_data.
  checked('GET', `${OFFICE_API}/cashback`, cashbackSchemas, async (request, caller, realm, lang) => {
    const program = request.query.program ?? 'regular';
    const factor = CASHBACK_PROGRAMS[program];
    const settings = await settingsOf(realm, caller.userId, lang);
    return { program, points: settings.pointsAccumulated, clubPoints: settings.clubPoints, showClubPoints: settings.showClubPoints, cashbackSetting: { ...settings.cashbackSetting, percent: settings.cashbackSetting.percent * factor } };
  });
}
