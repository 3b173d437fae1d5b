import type { Reducer } from 'redux';
import { appReducer } from './appSlice.ts';
import { configReducer } from './configSlice.ts';
import { modalsReducer } from './modalsSlice.ts';
import { notificationsReducer } from './notificationsSlice.ts';
import { pluginsReducer } from './pluginsSlice.ts';
import { sessionReducer } from './sessionSlice.ts';

/** The slices the kernel owns (DESIGN.md section 5); plugin slices are mounted beside them under their ids. */
export const KERNEL_REDUCERS: Readonly<Record<string, Reducer>> = {
  app: appReducer,
  config: configReducer,
  session: sessionReducer,
  plugins: pluginsReducer,
  modals: modalsReducer,
  notifications: notificationsReducer,
};
