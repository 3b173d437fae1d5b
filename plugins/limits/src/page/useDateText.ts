import { useSelector } from 'react-redux';
import { selectLanguage } from '@host/sdk';

/** Words a Unix-seconds moment as a date and time in the page's language; empty for none. */
export function useDateText(): (seconds: number | null) => string {
  const lang = useSelector(selectLanguage);
  return (seconds) => (seconds === null ? '' : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000)));
}
