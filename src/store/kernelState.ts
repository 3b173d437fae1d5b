import type { SiteConfig } from '../../schemas/siteConfig.ts';
import type { LoadState } from '../plugins/loadState.ts';
import type { PluginLoadErrorType } from '../plugins/PluginLoadError.ts';

// The kernel state's types, apart from the slices' reducers: the SDK declares them to plugins (HostState,
// Preferences, Notification) without importing a reducer, which imports the SDK's events back.

/** A preference that is on (1) or off (0), as the product stores it. */
export type PreferenceFlag = 0 | 1;

/**
 * Global preferences with the defaults of the second document's table (section 3), stored locally: the display ones
 * the kernel keeps. The rest of the table lives where it is decided: `language` in `app.language` (the path), the
 * betting and odds ones in the sports plugin (stored in the same local record), the terms flags in the account
 * plugin; the fields the table gives no default for (marketsNameType, cookiesAgreeType, currentCountryCode, balance,
 * abTestsAvailability) come from the server and are not stored.
 */
export interface Preferences {
  appFontSize: number;
  /** 0 light, 1 dark. */
  appTheme: 0 | 1;
  /** Hours from UTC. */
  timeZone: number;
  is12h: boolean;
  visuallyImpairedMode: boolean;
  /** The last user seen on this device: a new one resets the line's profile ids (second document, section 4). */
  userId: string;
  isAppCompactView: PreferenceFlag;
  isAppLightVersion: PreferenceFlag;
  leftSectionDisplayState: PreferenceFlag;
  rightSectionDisplayState: PreferenceFlag;
  /** Set while a registration is under way; reset after the post-registration redirect (access rule 11). */
  isRegistrationProcess: boolean;
}

export type Viewport = 'mobile' | 'desktop';

export interface AppState {
  language: string;
  preferences: Preferences;
  /** Block reason from the block service (templateTypeId), or null. */
  blockReason: number | null;
  /** While set, every navigation is cancelled (second document, access rule 10). */
  navigationBlocked: boolean;
  /** Messenger bot id from the `botId` query: enables the messenger registration widget. */
  botId: string | null;
  viewport: Viewport;
}


export interface ConfigState {
  site: SiteConfig | null;
  /** Groups fetched for plugins through /bff-api/config/group/get, by group id. */
  groups: Record<string, unknown>;
  fromLastKnownGood: boolean;
}

/** Who the visitor is. The provider of the session service fills it; every guard reads it. Authenticated = a user id exists. */
export interface SessionState {
  userId: string | null;
  banLevel: number;
  banVersion: number;
}

export interface PluginRecordState {
  state: LoadState;
  version: string;
  error: { type: PluginLoadErrorType; message: string } | null;
}

export type PluginsState = Record<string, PluginRecordState>;

/** Modals opened by code (not by query); query modals are read from the address itself. */
export type ModalsState = string[];

export type NotificationKind = 'error' | 'success' | 'confirm' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** i18n key of the title; defaults by kind (main_error, main_done, main_ok). */
  titleKey: string;
  /** i18n key of the message, or the server's own text when `text` is set. */
  messageKey: string;
  text?: string;
  permanent: boolean;
  /** Lower sorts first (first document, section 8). */
  priority: number;
}

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
