import { useSelector } from 'react-redux';
import type { HostState } from '../store/kernelState.ts';
import { formatDateTime } from './formatMoment.ts';

/**
 * The words for moments (ISO strings or Unix seconds) on the page, as every record on the site words them: the page
 * language, the player's time zone and clock (formatDateTime). Empty for none.
 */
export function useDateTimeText(): (when: string | number | null) => string {
  const lang = useSelector((state: HostState) => state.app.language);
  const preferences = useSelector((state: HostState) => state.app.preferences);
  return (when) => (when === null ? '' : formatDateTime(lang, when, preferences));
}
