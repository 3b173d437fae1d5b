import type { CasinoPartitionsReply } from '../../schemas/casinoApi.ts';

/**
 * Lobby sections run by third parties: each shows only while the server lists it among the available partitions
 * (`GET /web-api/third-party/api/list-available-partitions`). The other sections are the operator's own.
 */
export const PARTITION_GATED_SECTIONS: readonly string[] = ['live-casino', 'tvgames', 'virtualsports', 'poker'];

/** The partitions a reply allows: its list when it says `success`, none otherwise (the gated sections stay hidden). */
export const availablePartitionsOf = (reply: CasinoPartitionsReply): ReadonlySet<string> => new Set(reply.success ? reply.listAvailablePartitions : []);

/** Whether a section may show, given the partitions the server listed (null: not known yet, so not shown). */
export function isSectionAvailable(slug: string | undefined, partitions: ReadonlySet<string> | null): boolean {
  if (slug === undefined || !PARTITION_GATED_SECTIONS.includes(slug)) return true;
  return partitions !== null && partitions.has(slug);
}
