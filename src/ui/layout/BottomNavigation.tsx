import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useNavigationLinks } from './useNavigationLinks.ts';

/** Mobile mode only (hidden by CSS on desktop widths). */
export function BottomNavigation() {
  const { t } = useTranslation('kernel');
  const links = useNavigationLinks();
  return (
    <nav className="bottom-nav" aria-label={t('bottom_navigation')}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.route === 'home'} className="bottom-nav__link">
          <span className="bottom-nav__icon" aria-hidden="true">{link.icon}</span>
          <span>{t(link.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
