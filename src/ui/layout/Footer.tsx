import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { useRouteHref } from '@host/sdk';

/** Route name -> label; a link whose route the domain does not have is left out. */
const FOOTER_LINKS = [
  ['information.about', 'footer_about'],
  ['information.contacts', 'footer_contacts'],
  ['information.rules', 'footer_rules'],
  ['information.responsiblegaming', 'footer_responsible'],
  ['information.cookies', 'footer_cookies'],
  ['information.licenses', 'footer_licenses'],
  ['support', 'footer_support'],
] as const;

export function Footer() {
  const { t } = useTranslation('kernel');
  const hrefOf = useRouteHref();
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer_navigation')}>
        {FOOTER_LINKS.flatMap(([route, key]) => {
          const to = hrefOf(route);
          return to ? [<Link key={route} to={to}>{t(key)}</Link>] : [];
        })}
      </nav>
      <p className="footer__legal">
        <span className="footer__age" aria-label="18+">18+</span> {t('footer_legal', { company, year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
