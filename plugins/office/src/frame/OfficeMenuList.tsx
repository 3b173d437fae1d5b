import { selectFeatures, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { OFFICE_MENU, OFFICE_NS, type OfficeMenuSection } from './officeMenu.ts';

/** The office menu's sections (or only `only`); an entry whose route the domain lacks, or whose feature is off, is left out. */
export function OfficeMenuList({ className, only }: { className?: string; only?: OfficeMenuSection['id'] }) {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const features = useSelector(selectFeatures);
  return (
    <nav className={className ?? 'office-menu'} aria-label={t('menu_title')}>
      {OFFICE_MENU.filter((section) => !only || section.id === only).map((section) => {
        const links = section.entries.flatMap((entry) => {
          const to = entry.feature && features[entry.feature] !== true ? null : href(entry.route);
          return to ? [{ ...entry, to }] : [];
        });
        if (links.length === 0) return null;
        return (
          <section key={section.id} className="office-menu__section" aria-labelledby={`office-menu-${section.id}`}>
            <h2 id={`office-menu-${section.id}`} className="office-menu__title">
              {t(`menu_section_${section.id}`)}
            </h2>
            <ul className="office-menu__list">
              {links.map((link) => (
                <li key={link.route}>
                  <NavLink to={link.to} className={({ isActive }) => `office-menu__link${isActive ? ' office-menu__link--active' : ''}`}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
