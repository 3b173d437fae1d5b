/** The adapters whose calls the demo's stand-ins take (plugins/analytics/src/counters/adapters). */
export const STAND_IN_ADAPTERS = ['tagManager', 'statisticsCollector', 'regionalSearchCounter', 'sportDataQueue', 'facebookPixel', 'twitterPixel'] as const;
