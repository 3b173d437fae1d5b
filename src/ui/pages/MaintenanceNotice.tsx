import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { formatMaintenanceTime, MAINTENANCE_TEXTS, maintenanceNoticeAt, noticeLanguageOf } from './maintenanceTimes.ts';

const nowS = () => Date.now() / 1000;

/** Browsers run a timer of more than 2^31-1 ms at once: a notice weeks ahead is looked at again within that. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The notice of a planned maintenance, above the page from `notify_started_at` to `notify_ended_at` (first document,
 * section 3.8): when it starts and ends, in the maintenance page's language. It comes and goes on time, and with the
 * config, which operators change live.
 */
export function MaintenanceNotice() {
  const lang = useSelector((state: HostState) => state.app.language);
  const maintenance = useSelector((state: HostState) => state.config.site?.maintenance);
  const [now, setNow] = useState(nowS);
  const { shown, nextChangeS } = maintenanceNoticeAt(maintenance, now);
  useEffect(() => {
    if (nextChangeS === null) return undefined;
    const timer = setTimeout(() => setNow(nowS()), Math.min(LONGEST_WAIT_MS, Math.max(0, (nextChangeS - nowS()) * 1000)));
    return () => clearTimeout(timer);
  }, [nextChangeS, now]);
  if (!shown) return null;
  const noticeLang = noticeLanguageOf(lang);
  const texts = MAINTENANCE_TEXTS[noticeLang];
  const starts = formatMaintenanceTime(maintenance?.started_at, noticeLang);
  const ends = formatMaintenanceTime(maintenance?.ended_at, noticeLang);
  return (
    <section className="maintenance-notice" role="status" lang={noticeLang} aria-label={texts.planned}>
      <strong>{texts.planned}</strong> <span>{texts.plannedText}</span>{' '}
      {starts && <span className="maintenance-notice__time">{texts.from}: {starts}</span>}{' '}
      {ends && <span className="maintenance-notice__time">{texts.until}: {ends}</span>}
    </section>
  );
}
