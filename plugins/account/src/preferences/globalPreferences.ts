import { preferencesChanged } from '@host/sdk';

/** A change of the registration-process flag (set while registering, reset after the post-registration redirect). */
export const registrationProcessChanged = (isRegistrationProcess: boolean) => preferencesChanged({ preferences: { isRegistrationProcess } });

/** A new user id resets the profile ids (second document, section 4); logout resets both. */
export const userIdPreferencesChanged = (userId: string) =>
  preferencesChanged({ preferences: { userId, lineProfileId: '', liveProfileId: '', profileIdTimestamp: 0 } });
