import { createServiceRef, type HostState, type Preferences } from '@host/sdk';

/** The global display preferences (second document, section 3), with their provider's user-bound rules. */
export interface PreferencesService {
  select(state: HostState): Preferences;
  change(preferences: Partial<Preferences>): void;
}

export const preferencesService = createServiceRef<PreferencesService>('preferences', '1.0.0');
