import type { SiteConfig } from '../../../schemas/siteConfig.ts';
import { RUSSIAN_NOTICE_LANGUAGES } from '../../router/routerConstants.ts';

export type MaintenanceConfig = SiteConfig['maintenance'];

/** The notices are in Russian for az, kz, uk and ru, and in English for every other language (second document, section 1). */
export const MAINTENANCE_TEXTS = {
  en: {
    title: 'Maintenance underway!',
    text: 'The site is being updated. Please come back soon.',
    from: 'Started',
    until: 'Expected end',
    planned: 'Planned maintenance',
    plannedText: 'The site will be unavailable while it is updated:',
  },
  ru: {
    title: 'Ведутся технические работы!',
    text: 'Сайт обновляется. Пожалуйста, зайдите позже.',
    from: 'Начало',
    until: 'Окончание',
    planned: 'Плановые технические работы',
    plannedText: 'Во время обновления сайт будет недоступен:',
  },
} as const;

export const noticeLanguageOf = (lang: string): keyof typeof MAINTENANCE_TEXTS => (RUSSIAN_NOTICE_LANGUAGES.includes(lang) ? 'ru' : 'en');

/** A config time (Unix seconds) as the notices show it, in UTC, or null when the config gives none. */
export const formatMaintenanceTime = (seconds: number | undefined, lang: string) =>
  seconds === undefined ? null : `${new Date(seconds * 1000).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/**
 * Whether the advance notice of a maintenance shows at `nowS` (Unix seconds), and when that next changes (null: never
 * again). It shows from `notify_started_at` (at once when absent) until `notify_ended_at`, while the maintenance is not
 * yet on (then its page says it all), unless `web_state` is 0: the operator's switch for announcing it on the web.
 */
export function maintenanceNoticeAt(maintenance: MaintenanceConfig | undefined, nowS: number): { shown: boolean; nextChangeS: number | null } {
  const from = maintenance?.notify_started_at ?? -Infinity;
  const until = maintenance?.notify_ended_at;
  if (!maintenance || maintenance.isActive || maintenance.web_state === 0 || until === undefined || nowS >= until) return { shown: false, nextChangeS: null };
  return nowS < from ? { shown: false, nextChangeS: from } : { shown: true, nextChangeS: until };
}
