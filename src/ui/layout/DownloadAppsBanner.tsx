import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';

const DISMISSED_KEY = 'host.downloadAppsBanner.dismissed';

/** Offered on phones when the site config enables it; dismissed once per browser. */
export function DownloadAppsBanner() {
  const enabled = useSelector((state: HostState) => state.config.site?.site.downloadAppsBanner === true && state.app.viewport === 'mobile');
  const lang = useSelector((state: HostState) => state.app.language);
  const { t } = useTranslation('kernel');
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (!enabled || dismissed) return null;
  return (
    <aside className="apps-banner">
      <span className="apps-banner__icon" aria-hidden="true">⇩</span>
      <a href={`/${lang}/information/mobile`}>{t('download_apps')}</a>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
