import { createEvent, payload } from '@host/sdk';

/**
 * What other plugins tell the account plugin of the signed-in player: a phone was confirmed for the player (the
 * office's phone binding), so the user config counts it at once (second document 4: activation type 0 becomes 3,
 * 1 becomes 2, phone binding enabled) without waiting for the next load.
 */
// Pure: the plugins that import the contract for its services alone carry none of it.
export const phoneAdded = /*#__PURE__*/ createEvent('account/phoneAdded', payload<{ phoneNumber: string }>());
