import { type HostState, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { NavigationLink } from '../layout/useNavigationLinks.ts';
import { LazyCookieNotice } from '../layout/pageExtrasModule.ts';

/**
 * The plugins' `footer` navigation items, the bookmaker rating's badge where the site shows it, the link that opens
 * the cookie choices again, and the legal line. Below the first screen, so its code is not on the critical path: the
 * kernel hands it the links and the company (Footer.tsx).
 */
export function FooterView({ links, company }: { links: readonly NavigationLink[]; company: string }) {
  const { t } = useTranslation('kernel');
  const [choosing, setChoosing] = useState(false);
  // Served only where the site shows the badge (site.showRatingBookmakers), and only as an https address: bff/servedConfig.ts.
  const ratingUrl = (useSelector((state: HostState) => state.config.site?.site) as { ratingBookmakersUrl?: unknown } | undefined)?.ratingBookmakersUrl;
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
      {typeof ratingUrl === 'string' && (
        <a className="footer__rating" href={ratingUrl} target="_blank" rel="noopener">
          {t('rating_badge')}
        </a>
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
