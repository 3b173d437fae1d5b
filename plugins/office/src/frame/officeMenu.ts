/** One entry of the office menu: a route and its label key in the office dictionary. */
export interface OfficeMenuEntry {
  route: string;
  labelKey: string;
}

export interface OfficeMenuSection {
  id: 'profile' | 'money' | 'settings' | 'promo';
  entries: readonly OfficeMenuEntry[];
}

/**
 * The office menu (first document 2.3: profile, settings and promo; second document's account menu sections). Entries
 * of other plugins (wallets, account, identification, bet history, responsible gaming) are linked by route name and
 * shown only when the domain has that route, so no other plugin's code is imported.
 */
export const OFFICE_MENU: readonly OfficeMenuSection[] = [
  {
    id: 'profile',
    entries: [
      { route: 'office.account', labelKey: 'menu_account' },
      { route: 'office.account.edit', labelKey: 'menu_account_edit' },
      { route: 'office.wallets', labelKey: 'menu_wallets' },
      { route: 'office.identification', labelKey: 'menu_identification' },
      { route: 'office.verification', labelKey: 'menu_verification' },
      { route: 'office.messages', labelKey: 'menu_messages' },
      { route: 'office.history', labelKey: 'menu_bet_history' },
      { route: 'office.session-history', labelKey: 'menu_session_history' },
      { route: 'office.casino', labelKey: 'menu_casino' },
    ],
  },
  {
    id: 'money',
    entries: [
      { route: 'office.recharge', labelKey: 'menu_recharge' },
      { route: 'office.deduce', labelKey: 'menu_deduce' },
      { route: 'office.historypay', labelKey: 'menu_historypay' },
      { route: 'office.payment.requests', labelKey: 'menu_payment_requests' },
    ],
  },
  {
    id: 'settings',
    entries: [
      { route: 'office.account-settings', labelKey: 'menu_account_settings' },
      { route: 'office.mailing-settings', labelKey: 'menu_mailing_settings' },
      { route: 'office.email-subscription', labelKey: 'menu_email_subscription' },
      { route: 'office.disallow-sports', labelKey: 'menu_disallow_sports' },
      { route: 'office.security', labelKey: 'menu_security' },
      { route: 'office.change-password', labelKey: 'menu_change_password' },
      { route: 'office.responsible', labelKey: 'menu_responsible' },
    ],
  },
  {
    id: 'promo',
    entries: [
      { route: 'office.bonuses', labelKey: 'menu_bonuses' },
      { route: 'office.cashback', labelKey: 'menu_cashback' },
      { route: 'office.promo-code-check', labelKey: 'menu_promo_code_check' },
      { route: 'office.promo-code-history', labelKey: 'menu_promo_code_history' },
      { route: 'office.specialoffers', labelKey: 'menu_specialoffers' },
      { route: 'office.bringfriend', labelKey: 'menu_bringfriend' },
      { route: 'office.rewards', labelKey: 'menu_rewards' },
    ],
  },
];

/** The dictionary namespace of the plugin. */
export const OFFICE_NS = 'office';
