import { preferencesChanged } from '@host/sdk';

/** A change of the registration-process flag (set while registering, reset after the post-registration redirect). */
export const registrationProcessChanged = (isRegistrationProcess: boolean) => preferencesChanged({ preferences: { isRegistrationProcess } });

/**
 * Another user id on this device (logout: ''); the sports plugin resets the line's profile ids on it (second document,
 * section 4).
 */
export const userIdPreferencesChanged = (userId: string) => preferencesChanged({ preferences: { userId } });
