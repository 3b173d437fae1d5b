import { http, validateDocument } from '@host/sdk';
import type { EventList, EventReply, ExpressDay, SportsTree } from '../../schemas/sports.ts';
import { validate_eventList } from '../generated/validate_eventList.js';
import { validate_eventReply } from '../generated/validate_eventReply.js';
import { validate_expressDay } from '../generated/validate_expressDay.js';
import { validate_sportsTree } from '../generated/validate_sportsTree.js';

export type LineMode = 'line' | 'live';

/** What a list of events is narrowed to; every field is optional and maps to one query parameter. */
export interface EventQuery {
  sport?: string;
  champ?: string;
  top?: boolean;
  pageType?: string;
  limit?: number;
}

const LINE_API = '/line-api/v1';

function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false || value === '') continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fetchSportsTree(mode: LineMode, lang: string, signal?: AbortSignal): Promise<SportsTree> {
  return http.request(`${LINE_API}/${mode}/tree${queryString({ lang })}`, {
    signal,
    validate: (data) => validateDocument<SportsTree>(validate_sportsTree, data, `${mode} tree`),
  });
}

export function fetchEvents(mode: LineMode, query: EventQuery, signal?: AbortSignal): Promise<EventList> {
  return http.request(`${LINE_API}/${mode}/events${queryString({ ...query })}`, {
    signal,
    validate: (data) => validateDocument<EventList>(validate_eventList, data, `${mode} events`),
  });
}

export function fetchEvent(id: number, signal?: AbortSignal): Promise<EventReply> {
  return http.request(`${LINE_API}/event/${id}`, {
    signal,
    validate: (data) => validateDocument<EventReply>(validate_eventReply, data, 'event'),
  });
}

export function searchEvents(text: string, signal?: AbortSignal): Promise<EventList> {
  return http.request(`${LINE_API}/search${queryString({ q: text })}`, {
    signal,
    validate: (data) => validateDocument<EventList>(validate_eventList, data, 'search'),
  });
}

export function fetchResults(query: { sport?: string; date?: string }, signal?: AbortSignal): Promise<EventList> {
  return http.request(`${LINE_API}/results${queryString(query)}`, {
    signal,
    validate: (data) => validateDocument<EventList>(validate_eventList, data, 'results'),
  });
}

export function fetchExpressDay(signal?: AbortSignal): Promise<ExpressDay> {
  return http.request(`${LINE_API}/express-day`, {
    signal,
    validate: (data) => validateDocument<ExpressDay>(validate_expressDay, data, 'express of the day'),
  });
}
