import { useSelector } from 'react-redux';
import { selectLanguage } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import { fetchSportsTree, type LineMode } from '../api/sportsApi.ts';
import { pollIntervalMs, type PollComponent } from './pollIntervals.ts';
import { usePolling } from './usePolling.ts';

/** The sports and championships of one feed in the current language, polled as often as `component` is. */
export function useSportsTree(mode: LineMode, component: PollComponent): SportsTree | null {
  const lang = useSelector(selectLanguage);
  return usePolling<SportsTree>(`${mode}:${lang}:${component}`, (signal) => fetchSportsTree(mode, lang, signal), pollIntervalMs(mode, component)).data;
}
