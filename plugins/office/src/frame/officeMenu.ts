/** One entry of the office menu: a route and its label key in the office dictionary. */
export interface OfficeMenuEntry {
  route: string;
  labelKey: string;
  /** The site feature without which the route answers 404 (first document 2.3), so the menu leaves it out. */
  feature?: string;
}

export interface OfficeMenuSection {
  id: 'profile' | 'money' | 'settings' | 'promo';
  entries: readonly OfficeMenuEntry[];
}

/** Entries whose label says more than the route's name. */
const LABEL_KEY_OF_ROUTE: Readonly<Record<string, string>> = { 'office.history': 'menu_bet_history' };

/** Entries shown only where a site feature is on: identification (first document 2.3, "only if identification is enabled"). */
const FEATURE_OF_ROUTE: Readonly<Record<string, string>> = { 'office.identification': 'identification' };

/** An entry of a route: labelled `menu_` and the route's name below `office.`, words joined by `_`. */
const entryOf = (route: string): OfficeMenuEntry => ({
  route,
  labelKey: LABEL_KEY_OF_ROUTE[route] ?? `menu_${route.replace(/^office\./, '').replace(/[.-]/g, '_')}`,
  feature: FEATURE_OF_ROUTE[route],
});

const sectionOf = (id: OfficeMenuSection['id'], routes: readonly string[]): OfficeMenuSection => ({ id, entries: routes.map(entryOf) });

/**
 * The office menu (first document 2.3: profile, settings and promo; second document's account menu sections). Entries
 * of other plugins (wallets, account, identification, bet history, responsible gaming) are linked by route name and
 * shown only when the domain has that route, so no other plugin's code is imported.
 */
export const OFFICE_MENU: readonly OfficeMenuSection[] = [
  sectionOf('profile', ['office.account', 'office.account.edit', 'office.wallets', 'office.identification', 'office.verification', 'office.messages', 'office.history', 'office.session-history', 'office.casino']),
  sectionOf('money', ['office.recharge', 'office.deduce', 'office.historypay', 'office.payment.requests']),
  sectionOf('settings', ['office.account-settings', 'office.mailing-settings', 'office.email-subscription', 'office.disallow-sports', 'office.security', 'office.change-password', 'office.responsible']),
  sectionOf('promo', ['office.bonuses', 'office.cashback', 'office.promo-code-check', 'office.promo-code-history', 'office.specialoffers', 'office.bringfriend', 'office.rewards']),
];

/** The dictionary namespace of the plugin. */
export const OFFICE_NS = 'office';
