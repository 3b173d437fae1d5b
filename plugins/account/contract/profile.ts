/**
 * The platform's call that names the signed-in player (bearer token): the header and the office card both take the
 * name from it, so they cannot show two names.
 */
export const PLAYER_PROFILE_PATH = '/web-api/user/profile';

/** Its reply; `name` may be missing for a player the platform has no name for. */
export interface PlayerProfileReply {
  user_id: string;
  name?: string;
}
