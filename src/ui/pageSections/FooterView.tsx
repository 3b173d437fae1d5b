import { type HostState, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { NavigationLink } from '../layout/useNavigationLinks.ts';
import { LazyCookieNotice } from '../layout/pageExtrasModule.ts';

/** The site flags only the footer reads (validated on the server: schemas/domainConfig.ts). */
interface RatingFlags {
  showRatingBookmakers?: unknown;
  ratingBookmakersUrl?: unknown;
}

/** The brand's page at the bookmaker rating, where the operator shows the badge and gave a secure address. */
const ratingUrlOf = (site: RatingFlags | undefined) =>
  site?.showRatingBookmakers === true && typeof site.ratingBookmakersUrl === 'string' && site.ratingBookmakersUrl.startsWith('https://') ? site.ratingBookmakersUrl : null;

/**
 * The plugins' `footer` navigation items, the bookmaker rating's badge where the site shows it, the link that opens
 * the cookie choices again, and the legal line. Below the first screen, so its code is not on the critical path: the
 * kernel hands it the links and the company (Footer.tsx).
 */
export function FooterView({ links, company }: { links: readonly NavigationLink[]; company: string }) {
  const { t } = useTranslation('kernel');
  const [choosing, setChoosing] = useState(false);
  const ratingUrl = useSelector((state: HostState) => ratingUrlOf(state.config.site?.site as RatingFlags | undefined));
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
      {ratingUrl && (
        <a className="footer__rating" href={ratingUrl} target="_blank" rel="noopener noreferrer">
          {t('bookmaker_rating')}
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
