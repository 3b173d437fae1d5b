import { Icon, useTranslation } from '@host/sdk';
import { NavLink } from 'react-router';
import { useNavigationLinks } from './useNavigationLinks.ts';

/** Mobile mode only (hidden by CSS on desktop widths): the kernel's home and the plugins' `bottomBar` items. */
export function BottomNavigation() {
  const { t } = useTranslation('kernel');
  const links = useNavigationLinks('bottomBar');
  return (
    <nav className="bottom-nav" aria-label={t('bottom_navigation')}>
      {links.map((link) => (
        <NavLink key={link.key} to={link.to} end={link.end} className="bottom-nav__link">
          <span className="bottom-nav__icon" aria-hidden="true">
            <Icon path={link.icon} />
          </span>
          <span>{link.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
