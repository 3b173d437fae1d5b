import { useState } from 'react';
import { useSelector } from 'react-redux';
import { type HostState, parseCookies } from '@host/sdk';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';
import { COOKIE_AGREEMENT_COOKIE } from './cookieNoticeConstants.ts';
import { LazyCookieNotice } from './pageExtrasModule.ts';

const agreed = () => parseCookies(document.cookie)[COOKIE_AGREEMENT_COOKIE] === '1';

/** The cookie notice until the visitor answers it (its code, which stores the choices, is fetched only for a visitor who has not). */
export function CookieNoticeBar() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.cookieNotice !== false);
  const cookiesPage = useRoleHref(ROUTE_ROLES.cookiesPolicy);
  const [hidden, setHidden] = useState(agreed);
  if (!enabled || hidden) return null;
  return <LazyCookieNotice cookiesPage={cookiesPage} onAccept={() => setHidden(true)} />;
}
