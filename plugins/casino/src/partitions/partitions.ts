import { fetchPartitions } from '../api/casinoApi.ts';
import { availablePartitionsOf } from './sectionAvailability.ts';

/**
 * The partitions the server allows now. A failed call is logged and counts as an empty list: the gated sections stay
 * hidden and nothing else changes.
 */
export function loadPartitions(): Promise<ReadonlySet<string>> {
  return fetchPartitions().then(
    (reply) => {
      if (!reply.success) console.warn('[casino] the server did not list the available partitions');
      return availablePartitionsOf(reply);
    },
    (error: unknown) => {
      console.warn('[casino] the available partitions failed to load', error);
      return new Set<string>();
    },
  );
}
