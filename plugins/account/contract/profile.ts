/**
 * The platform's call that names the signed-in player (bearer token). This plugin asks it once per user and gives
 * the name through the session service (`selectPlayerName`): the header and the office card show the same name from
 * one request.
 */
export const PLAYER_PROFILE_PATH = '/web-api/user/profile';

/** Its reply; `name` may be missing for a player the platform has no name for. */
export interface PlayerProfileReply {
  user_id: string;
  name?: string;
}
