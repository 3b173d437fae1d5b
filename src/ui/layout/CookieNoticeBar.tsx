import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { parseCookies, type HostState } from '@host/sdk';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';

export const COOKIE_AGREEMENT_COOKIE = 'cookies_agree';
/** The agreement is kept for a year (the spec gives no lifetime; a year is the common consent period). */
export const COOKIE_AGREEMENT_MAX_AGE_S = 365 * 24 * 3600;

const agreed = () => parseCookies(document.cookie)[COOKIE_AGREEMENT_COOKIE] === '1';

export function CookieNoticeBar() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.cookieNotice !== false);
  const cookiesPage = useRoleHref(ROUTE_ROLES.cookiesPolicy);
  const { t } = useTranslation('kernel');
  const [hidden, setHidden] = useState(agreed);
  if (!enabled || hidden) return null;
  const accept = () => {
    document.cookie = `${COOKIE_AGREEMENT_COOKIE}=1; Path=/; Max-Age=${COOKIE_AGREEMENT_MAX_AGE_S}; SameSite=Lax`;
    setHidden(true);
  };
  return (
    <div className="cookie-notice" role="region" aria-label={t('cookie_notice_label')}>
      <p>
        {t('cookie_notice_text')} {cookiesPage && <Link to={cookiesPage}>{t('cookie_notice_more')}</Link>}
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t('cookie_notice_accept')}
      </button>
    </div>
  );
}
