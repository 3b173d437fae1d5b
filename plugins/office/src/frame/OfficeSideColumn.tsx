import { useRouteEntry } from '@host/sdk';
import { OfficeMenuList } from './OfficeMenuList.tsx';

/** The plugin whose pages draw the office menu beside themselves (OfficeFrame). */
const OFFICE_PLUGIN = 'office';

/**
 * The office menu in the layout's left column (`layout.leftColumn`, desktop widths only) on the office routes of
 * other plugins (office/account, office/wallets, office/history, office/responsible…): the office's own pages carry
 * it in their frame, and another plugin's page may not import that frame, so the menu is the same on every office page.
 */
export function OfficeSideColumn() {
  const route = useRouteEntry();
  if (!route?.name.startsWith('office.') || route.plugin === OFFICE_PLUGIN) return null;
  return <OfficeMenuList className="office-menu office-side-column" />;
}
