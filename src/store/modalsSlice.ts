import { createEvent, createReducer, modalClosed, modalOpened, on } from '@host/sdk';

/** Modals opened by code (not by query); query modals are read from the address itself. */
export type ModalsState = string[];

export const allModalsClosed = createEvent('modals/allClosed');

export const modalsReducer = createReducer<ModalsState>([], [
  on(modalOpened, (state, { modalId }) => (state.includes(modalId) ? state : [...state, modalId])),
  on(modalClosed, (state, { modalId }) => state.filter((id) => id !== modalId)),
  on(allModalsClosed, (state) => (state.length === 0 ? state : [])),
]);
