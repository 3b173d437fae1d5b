import { selectViewport, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { OFFICE_NS } from './officeMenu.ts';
import { OfficeMenuList } from './OfficeMenuList.tsx';

/** The office menu's route: the mobile office home, where no way back to it is offered. */
const MENU_ROUTE = 'office.menu';

/**
 * An office page: on desktop beside the office side menu; on mobile alone, with a way back to the office menu
 * (the mobile office home), but on the menu itself.
 */
export function OfficeFrame({ titleKey, title, children }: { titleKey: string; title?: string; children?: ReactNode }) {
  const { t } = useTranslation(OFFICE_NS);
  const viewport = useSelector(selectViewport);
  const href = useRouteHref();
  const onMenu = useRouteEntry()?.name === MENU_ROUTE;
  const menu = onMenu ? null : href(MENU_ROUTE);
  return (
    <div className={`office-frame office-frame--${viewport}`}>
      {viewport === 'desktop' && <OfficeMenuList className="office-frame__side office-menu" />}
      <section className="office-page">
        {viewport === 'mobile' && menu && (
          <Link to={menu} className="office-page__back">
            {t('back_to_menu')}
          </Link>
        )}
        <h1 className="page-title">{title ?? t(titleKey)}</h1>
        {children}
      </section>
    </div>
  );
}
