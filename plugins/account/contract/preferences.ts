import { createServiceRef, type HostState, type Preferences } from '@host/sdk';

/**
 * The global display preferences (second document, section 3), with their provider's user-bound rules. 2.0.0: the
 * betting and odds preferences left them (the sports plugin's now).
 */
export interface PreferencesService {
  select(state: HostState): Preferences;
  change(preferences: Partial<Preferences>): void;
}

export const preferencesService = createServiceRef<PreferencesService>('preferences', '2.0.0');
