import type { AppState } from './appSlice.ts';
import type { ConfigState } from './configSlice.ts';
import type { ModalsState } from './modalsSlice.ts';
import type { Notification } from './notificationsSlice.ts';
import type { PluginsState } from './pluginsSlice.ts';
import type { SessionState } from './sessionSlice.ts';

/** The kernel's part of the state; each plugin adds one slice under its own id. */
export interface HostState {
  app: AppState;
  config: ConfigState;
  session: SessionState;
  plugins: PluginsState;
  modals: ModalsState;
  notifications: Notification[];
  [pluginSlice: string]: unknown;
}
