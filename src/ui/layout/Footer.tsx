import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { useState } from 'react';
import { LazyCookieNotice } from './pageExtrasModule.ts';
import { useNavigationLinks } from './useNavigationLinks.ts';

/**
 * The plugins' `footer` navigation items (a link whose route the domain does not have is left out), the link that
 * opens the cookie choices again, and the legal line.
 */
export function Footer() {
  const { t } = useTranslation('kernel');
  const links = useNavigationLinks('footer');
  const [choosing, setChoosing] = useState(false);
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  return (
    <footer className="footer">
      {links.length > 0 && (
        <nav className="footer__links" aria-label={t('footer_navigation')}>
          {links.map((link) => (
            <Link key={link.key} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      )}
      <button type="button" className="footer__cookies" onClick={() => setChoosing(true)}>
        {t('cookie_settings')}
      </button>
      {choosing && <LazyCookieNotice cookiesPage={null} choosing onAccept={() => setChoosing(false)} />}
      <p className="footer__legal">
        <span className="footer__age" aria-label="18+">18+</span> {t('footer_legal', { company, year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
