import { openModal, safeStorage, selectConfigGroup, type HostState } from '@host/sdk';
import { call, delay, put, select } from 'redux-saga/effects';
import type { RegistrationReminder } from '../../schemas/registrationReminder.ts';
import { validate_registrationReminder } from '../generated/validate_registrationReminder.js';
import { registrationOpensAs } from './registrationRules.ts';
import { visitorBusy } from './visitorBusy.ts';

export const REGISTRATION_REMINDER_GROUP = 'registrationReminder';
/** When the reminder is next due (epoch ms), kept for the browser session: a new page does not start the count again. */
export const REMINDER_DUE_KEY = 'account.registrationReminder.dueAt';
const REGISTRATION_MODAL = 'registration';

/** The config group, or null (and logged) when it is invalid; null without it. */
export function registrationReminderOf(state: HostState): RegistrationReminder | null {
  const group = selectConfigGroup(REGISTRATION_REMINDER_GROUP)(state);
  if (group === undefined) return null;
  if (validate_registrationReminder(group)) return group as RegistrationReminder;
  console.warn('[account] config group "registrationReminder" is invalid: no reminder is shown', validate_registrationReminder.errors?.[0]);
  return null;
}

/**
 * Whether the reminder may show now (first document 4.3): to a visitor who is not signed in, where registration
 * opens as the modal, with no modal or form open.
 */
export function reminderMayShow(state: HostState, document: Document): boolean {
  return state.session.userId === null && registrationOpensAs(state, null) === 'modal' && !visitorBusy(document);
}

/**
 * The registration reminder: `delay` seconds into the visit, then every `interval` minutes, it opens the registration
 * modal for a visitor who may be reminded then; when they may not (signed in, busy), that show is skipped and the
 * next is an interval later. Runs with the plugin's sagas, off the first route.
 */
export function* registrationReminderSaga() {
  const reminder: RegistrationReminder | null = yield select(registrationReminderOf);
  if (!reminder) return;
  const storage = safeStorage('sessionStorage');
  const stored = Number(storage.getItem(REMINDER_DUE_KEY));
  let dueAt = Number.isFinite(stored) && stored > 0 ? stored : Date.now() + reminder.delay * 1000;
  for (;;) {
    storage.setItem(REMINDER_DUE_KEY, String(dueAt));
    yield delay(Math.max(0, dueAt - Date.now()));
    const state: HostState = yield select();
    const mayShow: boolean = yield call(reminderMayShow, state, document);
    if (mayShow) yield put(openModal(REGISTRATION_MODAL));
    dueAt = Date.now() + reminder.interval * 60_000;
  }
}
