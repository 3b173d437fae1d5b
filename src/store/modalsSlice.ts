import type { Action } from 'redux';

/** Modals opened by code (not by query); query modals are read from the address itself. */
export type ModalsState = string[];

export type ModalsAction = { type: 'modals/opened'; modalId: string } | { type: 'modals/closed'; modalId: string } | { type: 'modals/allClosed' };

export function modalsReducer(state: ModalsState = [], action: Action): ModalsState {
  const event = action as ModalsAction;
  switch (event.type) {
    case 'modals/opened':
      return state.includes(event.modalId) ? state : [...state, event.modalId];
    case 'modals/closed':
      return state.filter((id) => id !== event.modalId);
    case 'modals/allClosed':
      return state.length === 0 ? state : [];
    default:
      return state;
  }
}
