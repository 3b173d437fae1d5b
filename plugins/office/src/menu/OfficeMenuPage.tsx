import { formatMoney, selectLanguage, selectViewport, useOptionalService, useRouteEntry, useService, useTranslation, type HostState } from '@host/sdk';
import { accountsService, sessionService } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OFFICE_NS, type OfficeMenuSection } from '../frame/officeMenu.ts';
import { OfficeMenuList } from '../frame/OfficeMenuList.tsx';

/** The section a menu route opens (office/menu/profile, settings, promo), or every section. */
export const MENU_SECTION_OF_ROUTE: Readonly<Record<string, OfficeMenuSection['id']>> = {
  'office.menu.profile': 'profile',
  'office.menu.settings': 'settings',
  'office.menu.promo': 'promo',
};

function ProfileSummary() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const session = useService(sessionService);
  const accounts = useOptionalService(accountsService);
  const userId = useSelector(session.selectUserId);
  const active = useSelector((state: HostState) => accounts?.selectActiveAccount(state) ?? null);
  // The name the header shows (the session service's); while it loads, or without one, the account number stands
  // for the player.
  const name = useSelector(session.selectPlayerName);
  return (
    <section className="office-card office-summary" aria-label={t('profile_summary')}>
      {name && <p className="office-summary__name">{name}</p>}
      <p>{t(name ? 'profile_account_number' : 'profile_player', { userId })}</p>
      {active && <p data-testid="office-balance">{t('profile_balance', { amount: formatMoney(lang, active.money, active.iso) })}</p>}
    </section>
  );
}

/**
 * office/menu: the mobile office home (the profile, then the menu's sections); on desktop the side menu beside it
 * carries the sections, so the page shows the profile alone.
 */
export default function OfficeMenuPage() {
  const viewport = useSelector(selectViewport);
  const route = useRouteEntry();
  const only = route ? MENU_SECTION_OF_ROUTE[route.name] : undefined;
  return (
    <OfficeFrame titleKey="page_menu">
      <ProfileSummary />
      {viewport === 'mobile' && <OfficeMenuList only={only} />}
    </OfficeFrame>
  );
}
