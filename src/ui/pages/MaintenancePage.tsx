import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { RUSSIAN_NOTICE_LANGUAGES } from '../../router/routerConstants.ts';
import { MAINTENANCE_ICON } from '../icons.tsx';
import { Icon } from '@host/sdk';

/** The notice is in Russian for az, kz, uk and ru, and in English for every other language (second document, section 1). */
const NOTICE = {
  en: { title: 'Maintenance underway!', text: 'The site is being updated. Please come back soon.', from: 'Started', until: 'Expected end' },
  ru: { title: 'Ведутся технические работы!', text: 'Сайт обновляется. Пожалуйста, зайдите позже.', from: 'Начало', until: 'Окончание' },
} as const;

const formatTime = (seconds: number | undefined, lang: string) =>
  seconds === undefined ? null : new Date(seconds * 1000).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function MaintenancePage() {
  const lang = useSelector((state: HostState) => state.app.language);
  const maintenance = useSelector((state: HostState) => state.config.site?.maintenance);
  const noticeLang = RUSSIAN_NOTICE_LANGUAGES.includes(lang) ? 'ru' : 'en';
  const notice = NOTICE[noticeLang];
  const started = formatTime(maintenance?.started_at, noticeLang);
  const ends = formatTime(maintenance?.ended_at, noticeLang);
  return (
    <section className="status-page maintenance" lang={noticeLang}>
      <div className="maintenance__icon" aria-hidden="true">
        <Icon path={MAINTENANCE_ICON} />
      </div>
      <h1 className="status-page__title">{notice.title}</h1>
      <p>{notice.text}</p>
      <dl className="maintenance__times">
        {started && (<><dt>{notice.from}</dt><dd>{started} UTC</dd></>)}
        {ends && (<><dt>{notice.until}</dt><dd>{ends} UTC</dd></>)}
      </dl>
    </section>
  );
}
