import { createReducer, modalClosed, modalOpened, on } from '@host/sdk';
import type { ModalsState } from './kernelState.ts';

export type { ModalsState } from './kernelState.ts';

export const modalsReducer = createReducer<ModalsState>([], [
  on(modalOpened, (state, { modalId }) => (state.includes(modalId) ? state : [...state, modalId])),
  on(modalClosed, (state, { modalId }) => state.filter((id) => id !== modalId)),
]);
