import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { Icon } from '@host/sdk';
import { MAINTENANCE_ICON } from '../icons.tsx';
import { BrandMark } from './BrandMark.tsx';
import { formatMaintenanceTime, MAINTENANCE_TEXTS, noticeLanguageOf } from './maintenanceTimes.ts';

export function MaintenancePage() {
  const lang = useSelector((state: HostState) => state.app.language);
  const maintenance = useSelector((state: HostState) => state.config.site?.maintenance);
  const noticeLang = noticeLanguageOf(lang);
  const notice = MAINTENANCE_TEXTS[noticeLang];
  const started = formatMaintenanceTime(maintenance?.started_at, noticeLang);
  const ends = formatMaintenanceTime(maintenance?.ended_at, noticeLang);
  return (
    <section className="status-page maintenance" lang={noticeLang}>
      <BrandMark />
      <div className="maintenance__icon" aria-hidden="true">
        <Icon path={MAINTENANCE_ICON} />
      </div>
      <h1 className="status-page__title">{notice.title}</h1>
      <p>{notice.text}</p>
      <dl className="maintenance__times">
        {started && (<><dt>{notice.from}</dt><dd>{started}</dd></>)}
        {ends && (<><dt>{notice.until}</dt><dd>{ends}</dd></>)}
      </dl>
    </section>
  );
}
