import { SDK_VERSION, type HostState } from '@host/sdk';

/** What the debugger page shows and copies: the site as this visitor has it, and the device it runs on. */
export interface DebugReport {
  language: string;
  viewport: string;
  sdk: string;
  userId: string | null;
  features: string[];
  plugins: Array<{ id: string; version: string; state: string; error: string | null }>;
  userAgent: string;
  screen: string;
  /** Names only: a cookie's value may be a token, and the report is pasted into tickets. */
  cookies: string[];
}

/** The parts of the state the report reads, each selected on its own (never the whole state). */
export interface ReportedState {
  app: HostState['app'];
  userId: string | null;
  features: Readonly<Record<string, boolean>>;
  plugins: HostState['plugins'];
}

export function debugReport(state: ReportedState, device: { userAgent: string; screen: string; cookie: string }): DebugReport {
  return {
    language: state.app.language,
    viewport: state.app.viewport,
    sdk: SDK_VERSION,
    userId: state.userId,
    features: Object.entries(state.features)
      .filter(([, on]) => on)
      .map(([key]) => key)
      .sort(),
    plugins: Object.entries(state.plugins)
      .map(([id, record]) => ({ id, version: record.version, state: record.state, error: record.error && `${record.error.type}: ${record.error.message}` }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    userAgent: device.userAgent,
    screen: device.screen,
    // A cookie set without a name shows as its bare value: only name=value pairs are named.
    cookies: device.cookie
      .split(';')
      .filter((pair) => pair.includes('='))
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean)
      .sort(),
  };
}
