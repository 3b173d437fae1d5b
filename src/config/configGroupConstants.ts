/** Config groups are cached for a random 600 to 900 seconds (second document, section 9). */
export const CONFIG_GROUP_CACHE_MIN_S = 600;
export const CONFIG_GROUP_CACHE_MAX_S = 900;
