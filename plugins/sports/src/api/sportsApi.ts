import { http, validateDocument } from '@host/sdk';
import type { EventReply, ExpressDay, SportsTree } from '../../schemas/sports.ts';
import { validate_eventReply } from '../generated/validate_eventReply.js';
import { validate_expressDay } from '../generated/validate_expressDay.js';
import { validate_sportsTree } from '../generated/validate_sportsTree.js';
import { LINE_API, queryString } from './queryString.ts';

export type LineMode = 'line' | 'live';

/** What a list of events is narrowed to; every field is optional and maps to one query parameter. */
export interface EventQuery {
  sport?: string;
  champ?: string;
  top?: boolean;
  pageType?: string;
  limit?: number;
}

export function fetchSportsTree(mode: LineMode, lang: string, signal?: AbortSignal): Promise<SportsTree> {
  return http.request(`${LINE_API}/${mode}/tree${queryString({ lang })}`, {
    signal,
    validate: (data) => validateDocument<SportsTree>(validate_sportsTree, data, `${mode} tree`),
  });
}

export function fetchEvent(id: number, signal?: AbortSignal): Promise<EventReply> {
  return http.request(`${LINE_API}/event/${id}`, {
    signal,
    validate: (data) => validateDocument<EventReply>(validate_eventReply, data, 'event'),
  });
}

export function fetchExpressDay(signal?: AbortSignal): Promise<ExpressDay> {
  return http.request(`${LINE_API}/express-day`, {
    signal,
    validate: (data) => validateDocument<ExpressDay>(validate_expressDay, data, 'express of the day'),
  });
}
