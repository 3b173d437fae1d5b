import { CLOSE_GAME_MESSAGE, type CasinoGameMessage } from '../../schemas/casinoApi.ts';
import { validate_casinoGameMessage } from '../generated/validate_casinoGameMessage.js';

/**
 * The origin a frame sandboxed without `allow-same-origin` posts from: its document has an opaque origin, which
 * MessageEvent.origin spells "null" whatever host it was loaded from.
 */
export const OPAQUE_ORIGIN = 'null';

/** What the listener needs of a MessageEvent. */
export interface IncomingMessage {
  origin: string;
  data: unknown;
  /** Whether `event.source` is the game frame's window (not another frame, tab or extension). */
  fromGameFrame: boolean;
}

/**
 * A message from the game frame, or null for anything to ignore. It must come from the game frame's own window and
 * from the origin the launch reply named, or from the opaque origin that same frame has under its sandbox (no
 * `allow-same-origin`); and it must have one of the contract's shapes (`ready`, `balanceChanged`, `exit`). Any other
 * page, frame or extension can post to this window, so nothing else is trusted.
 */
export function acceptGameMessage(message: IncomingMessage, gameOrigin: string): CasinoGameMessage | null {
  if (!message.fromGameFrame) return null;
  if (message.origin !== gameOrigin && message.origin !== OPAQUE_ORIGIN) return null;
  return validate_casinoGameMessage(message.data) ? (message.data as CasinoGameMessage) : null;
}

/**
 * Tells the game to stop (it shows "closed"). The sandboxed frame's origin is opaque, which no targetOrigin but "*"
 * reaches; the message carries nothing but the order to stop, and the frame is removed right after.
 */
export function closeGame(frame: Window | null | undefined): void {
  frame?.postMessage(CLOSE_GAME_MESSAGE, '*');
}
