import { CONVERTIBLE_CURRENCIES, LIVE_SPORT_IDS, SETTING_GROUPS, SPORTS, type SettingGroup, type SettingValue } from './officeCatalogue.ts';
import type { Lang } from './officeContent.ts';
import { OfficeError } from './officeDesk.ts';
import type { OfficePlayer } from './officePlayers.ts';
import { body, ids, ok, OFFICE_API, text, type OfficeRouteKit } from './officeRouteKit.ts';

const CASHBACK_PROGRAMS = { regular: 1, vip: 1.5, premium: 2 } as const;

/** A group of settings with the player's values (the defaults where the player changed nothing). */
const settingsIn = (group: SettingGroup, player: OfficePlayer) =>
  SETTING_GROUPS[group].map(({ id, value, options }) => ({ id, value: player.settings[id] ?? value, ...(options ? { options: [...options] } : {}) }));

/** The settings data (schema `officeSettings`): the player's settings and the operator's programmes. */
function settingsReply(player: OfficePlayer, lang: Lang) {
  const sports = SPORTS.map((sport) => ({ id: sport.id, name: sport.name[lang] }));
  return {
    commonSettings: settingsIn('commonSettings', player),
    otherSettings: settingsIn('otherSettings', player),
    notificationSettings: settingsIn('notificationSettings', player),
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
export function registerSettingsRoutes({ scope, player, post, desk }: OfficeRouteKit): void {
  scope.get(`${OFFICE_API}/settings`, player(async (_request, caller, realm, lang) => settingsReply(await desk.read(realm, caller.userId), lang)));
  scope.post(
    `${OFFICE_API}/settings`,
    post,
    player(async (request, caller, realm) => {
      const { id, value } = body(request);
      if (typeof value !== 'boolean' && typeof value !== 'string' && typeof value !== 'number') throw new OfficeError(400, 'setting_invalid');
      await desk.saveSetting(realm, caller.userId, text(id, 64), value as SettingValue);
      return ok;
    }),
  );
  scope.post(
    `${OFFICE_API}/settings/disallow-sports`,
    post,
    player(async (request, caller, realm) => {
      const { line, live } = body(request);
      await desk.saveDisallowSports(realm, caller.userId, ids(line), ids(live));
      return ok;
    }),
  );

  // The programme's points and levels come from the cashback setting's additional_data.
  scope.get<{ Querystring: { program?: string } }>(
    `${OFFICE_API}/cashback`,
    player<{ Querystring: { program?: string } }>(async (request, caller, realm, lang) => {
      const program = (request.query.program ?? 'regular') as keyof typeof CASHBACK_PROGRAMS;
      const factor = CASHBACK_PROGRAMS[program];
      if (factor === undefined) throw new OfficeError(400, 'bad_request');
      const settings = settingsReply(await desk.read(realm, caller.userId), lang);
      return { program, points: settings.pointsAccumulated, clubPoints: settings.clubPoints, showClubPoints: settings.showClubPoints, cashbackSetting: { ...settings.cashbackSetting, percent: settings.cashbackSetting.percent * factor } };
    }),
  );
}
