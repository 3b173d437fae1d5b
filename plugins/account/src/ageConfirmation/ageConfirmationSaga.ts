import { modalClosed, openModal } from '@host/sdk';
import { put, select, take } from 'redux-saga/effects';
import type { AgeConfirmationJurisdiction } from '../../schemas/ageConfirmation.ts';
import { AGE_CONFIRMATION_MODAL, ageConfirmationOf, isAgeConfirmed, storageOf } from './ageConfirmationRecord.ts';

/**
 * The age-restriction gate (first document 4.3), where the domain's jurisdiction profile asks for it: opens the
 * `age-confirmation` modal until the visitor confirms. Closing it unanswered (its button, the backdrop, Escape) or
 * after "No" opens it again: the site stays closed. It runs with the plugin's sagas, which start once the first
 * paint is done, so the gate's code never weighs on the first route.
 */
export function* ageConfirmationSaga() {
  const asked: AgeConfirmationJurisdiction | null = yield select(ageConfirmationOf);
  if (!asked) return;
  const storage = storageOf(asked.ageConfirmation);
  while (!isAgeConfirmed(storage, asked.ageConfirmation, Date.now())) {
    yield put(openModal(AGE_CONFIRMATION_MODAL));
    yield take((action: unknown) => modalClosed.match(action) && action.modalId === AGE_CONFIRMATION_MODAL);
  }
}
