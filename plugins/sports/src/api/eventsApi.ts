import { http, validateDocument } from '@host/sdk';
import type { EventList } from '../../schemas/sports.ts';
import { validate_eventList } from '../generated/validate_eventList.js';
import { LINE_API, queryString } from './queryString.ts';
import type { EventQuery, LineMode } from './sportsApi.ts';

// The calls that answer a list of events, apart from the other line calls: the home section needs only these and
// their one validator.

export function fetchEvents(mode: LineMode, query: EventQuery, signal?: AbortSignal): Promise<EventList> {
  return http.request(`${LINE_API}/${mode}/events${queryString({ ...query })}`, {
    signal,
    validate: (data) => validateDocument<EventList>(validate_eventList, data, `${mode} events`),
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
