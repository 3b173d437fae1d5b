import { createEvent, createReducer, defineSlice, loggedOut, on, payload } from '@host/sdk';
import type { Limit, SelfExcludeReason } from '../schemas/limits.ts';
import { withoutPendingOf } from './limitRules.ts';

/** A limit type the player may set, with its choices (GET availablelimits). */
export interface AvailableLimit {
  limitType: number;
  measure: string;
  availableValues: number[];
}

/** The questions a save waits on (POST limits answered "questions"), to be answered with their token. */
export interface PendingQuestions {
  tokenGuid: string;
  questions: Array<{ id: number; text: string; answers: Array<{ id: number; text: string }> }>;
}

/** The limits plugin's slice (under `limits`). */
export interface LimitsState {
  /** The player's limits; null for a visitor and until the first load. */
  limits: Limit[] | null;
  /** The server's clock minus the device's, in seconds (from the last limits reply). */
  serverOffsetS: number;
  /** The time the exclusion rules are judged at, Unix seconds by the server's clock; moved on while a start is due. */
  nowS: number;
  available: AvailableLimit[] | null;
  reasons: SelfExcludeReason[] | null;
  questions: PendingQuestions | null;
  saving: boolean;
  /** The session limit has ended: a permanent error, and closing it logs the player out. */
  sessionEnded: boolean;
  /** The reality check shown now (when it was shown, Unix s), or null. */
  realityCheckShownAt: number | null;
}

export const limitsLoaded = createEvent('limits/loaded', payload<{ limits: Limit[]; serverTime: number; deviceTime: number }>());
export const availableLimitsLoaded = createEvent('limits/availableLoaded', payload<{ available: AvailableLimit[] }>());
export const selfExcludeReasonsLoaded = createEvent('limits/reasonsLoaded', payload<{ reasons: SelfExcludeReason[] }>());
/** The server's clock moved on (the page checks each second while an exclusion is due to start or end). */
export const clockTicked = createEvent('limits/clockTicked', payload<{ nowS: number }>());
/** Another tab (or this one) changed the limits: read them again. */
export const limitsRefreshRequested = createEvent('limits/refreshRequested');
export const limitsSaveRequested = createEvent('limits/saveRequested', payload<{ limits: Array<{ limitType: number; limitValue: number; selfExcludeReason?: number | null }> }>());
export const limitsSaveFinished = createEvent('limits/saveFinished', payload<{ questions: PendingQuestions | null }>());
export const answersSubmitted = createEvent('limits/answersSubmitted', payload<{ answers: Array<{ questionId: number; answerId: number }> }>());
export const selfExclusionRequested = createEvent('limits/selfExclusionRequested', payload<{ days: number; selfExcludeReason: number | null }>());
export const limitActionRequested = createEvent('limits/actionRequested', payload<{ limitType: number; action: 'confirm' | 'reject' }>());
/** The limits page opened: read what it offers (and the reasons, where the feature allows). */
export const offerRequested = createEvent('limits/offerRequested', payload<{ withReasons: boolean }>());
export const sessionLimitEnded = createEvent('limits/sessionLimitEnded');
export const realityCheckDue = createEvent('limits/realityCheckDue', payload<{ shownAtS: number }>());
/** The player's answer to the reality check; `keepSession` is its do_not_show_again. */
export const realityCheckAnswered = createEvent('limits/realityCheckAnswered', payload<{ action: 'continue' | 'log_out' | 'nothing'; keepSession: boolean }>());
/** A pending change was rejected: its pending limits go at once, before the server's list comes back. */
export const pendingRejected = createEvent('limits/pendingRejected', payload<{ limitTypes: number[] }>());

const initialState: LimitsState = { limits: null, serverOffsetS: 0, nowS: 0, available: null, reasons: null, questions: null, saving: false, sessionEnded: false, realityCheckShownAt: null };

const reducer = createReducer<LimitsState>(initialState, [
  on(limitsLoaded, (state, { limits, serverTime, deviceTime }) => ({ ...state, limits, nowS: serverTime, serverOffsetS: serverTime - deviceTime })),
  on(availableLimitsLoaded, (state, { available }) => ({ ...state, available })),
  on(selfExcludeReasonsLoaded, (state, { reasons }) => ({ ...state, reasons })),
  on(clockTicked, (state, { nowS }) => (nowS === state.nowS ? state : { ...state, nowS })),
  on(limitsSaveRequested, (state) => ({ ...state, saving: true })),
  on(selfExclusionRequested, (state) => ({ ...state, saving: true })),
  on(answersSubmitted, (state) => ({ ...state, saving: true })),
  on(limitsSaveFinished, (state, { questions }) => ({ ...state, saving: false, questions })),
  on(pendingRejected, (state, { limitTypes }) => (state.limits ? { ...state, limits: withoutPendingOf(state.limits, limitTypes) } : state)),
  on(sessionLimitEnded, (state) => ({ ...state, sessionEnded: true })),
  on(realityCheckDue, (state, { shownAtS }) => ({ ...state, realityCheckShownAt: shownAtS })),
  on(realityCheckAnswered, (state) => ({ ...state, realityCheckShownAt: null })),
  on(loggedOut, () => initialState),
]);

/** The limits plugin's slice (mounted under its id). */
export const limitsSlice = defineSlice('limits', initialState, reducer);
