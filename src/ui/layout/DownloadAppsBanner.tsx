import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { safeStorage } from '@host/sdk';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';
import { LazyAppsBanner } from './pageSectionsModule.ts';

const DISMISSED_KEY = 'host.downloadAppsBanner.dismissed';

/** Offered on phones when the site config enables it; dismissed once per browser. */
export function DownloadAppsBanner() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.downloadAppsBanner === true && state.app.viewport === 'mobile');
  const appsPage = useRoleHref(ROUTE_ROLES.downloadBannerLink);
  const [dismissed, setDismissed] = useState(() => safeStorage('localStorage').getItem(DISMISSED_KEY) === '1');
  if (!enabled || dismissed || !appsPage) return null;
  const dismiss = () => {
    safeStorage('localStorage').setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return <LazyAppsBanner appsPage={appsPage} onDismiss={dismiss} />;
}
