import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { safeStorage } from '@host/sdk';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';

const DISMISSED_KEY = 'host.downloadAppsBanner.dismissed';

/** Offered on phones when the site config enables it; dismissed once per browser. */
export function DownloadAppsBanner() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.downloadAppsBanner === true && state.app.viewport === 'mobile');
  const appsPage = useRoleHref(ROUTE_ROLES.mobileApps);
  const { t } = useTranslation('kernel');
  const [dismissed, setDismissed] = useState(() => safeStorage('localStorage').getItem(DISMISSED_KEY) === '1');
  if (!enabled || dismissed || !appsPage) return null;
  return (
    <aside className="apps-banner">
      <span className="apps-banner__icon" aria-hidden="true">⇩</span>
      <Link to={appsPage}>{t('download_apps')}</Link>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        onClick={() => {
          safeStorage('localStorage').setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
