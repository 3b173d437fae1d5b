import { Link } from 'react-router';
import { Icon, useTranslation } from '@host/sdk';
import { DOWNLOAD_ICON } from '../icons.tsx';

export function AppsBanner({ appsPage, onDismiss }: { appsPage: string; onDismiss: () => void }) {
  const { t } = useTranslation('kernel');
  return (
    <aside className="apps-banner">
      <span className="apps-banner__icon" aria-hidden="true">
        <Icon path={DOWNLOAD_ICON} />
      </span>
      <Link to={appsPage}>{t('download_apps')}</Link>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={onDismiss}>
        ×
      </button>
    </aside>
  );
}
