import { useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { type HostState, parseCookies, useTranslation } from '@host/sdk';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';

export const COOKIE_AGREEMENT_COOKIE = 'cookies_agree';
/** The agreement is kept for a year (the spec gives no lifetime; a year is the common consent period). */
export const COOKIE_AGREEMENT_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The notice's height while it is shown, on the root element: what else floats at the bottom of the screen (a bet
 * slip's bar, the back-to-top button) stands on it instead of hiding behind it.
 */
export const COOKIE_NOTICE_HEIGHT_PROPERTY = '--cookie-notice-h';

const agreed = () => parseCookies(document.cookie)[COOKIE_AGREEMENT_COOKIE] === '1';

/** Keeps COOKIE_NOTICE_HEIGHT_PROPERTY up to date while the element is on screen (its text wraps with the width). */
function usePublishedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_NOTICE_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    window.addEventListener('resize', publish);
    return () => {
      window.removeEventListener('resize', publish);
      root.style.removeProperty(COOKIE_NOTICE_HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

export function CookieNoticeBar() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.cookieNotice !== false);
  const cookiesPage = useRoleHref(ROUTE_ROLES.cookiesPolicy);
  const [hidden, setHidden] = useState(agreed);
  if (!enabled || hidden) return null;
  const accept = () => {
    document.cookie = `${COOKIE_AGREEMENT_COOKIE}=1; Path=/; Max-Age=${COOKIE_AGREEMENT_MAX_AGE_S}; SameSite=Lax`;
    setHidden(true);
  };
  return <CookieNotice cookiesPage={cookiesPage} onAccept={accept} />;
}

function CookieNotice({ cookiesPage, onAccept }: { cookiesPage: string | null; onAccept: () => void }) {
  const { t } = useTranslation('kernel');
  const ref = usePublishedHeight<HTMLDivElement>();
  return (
    <div ref={ref} className="cookie-notice" role="region" aria-label={t('cookie_notice_label')}>
      <p>
        {t('cookie_notice_text')} {cookiesPage && <Link to={cookiesPage}>{t('cookie_notice_more')}</Link>}
      </p>
      <button type="button" className="button button--primary" onClick={onAccept}>
        {t('cookie_notice_accept')}
      </button>
    </div>
  );
}
