import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { Icon, safeStorage, useTranslation } from '@host/sdk';
import { DOWNLOAD_ICON } from '../icons.tsx';
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
      <span className="apps-banner__icon" aria-hidden="true">
        <Icon path={DOWNLOAD_ICON} />
      </span>
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
