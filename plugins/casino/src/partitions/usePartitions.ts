import { useEffect, useState } from 'react';
import { firstScreenPartitions } from '../lobby/lobbyFirstScreen.ts';
import { loadPartitions } from './partitions.ts';

/** The partitions the server allows (first those of the server's first screen); null until they are known. */
export function usePartitions(): ReadonlySet<string> | null {
  const [partitions, setPartitions] = useState<ReadonlySet<string> | null>(firstScreenPartitions);
  useEffect(() => {
    let current = true;
    void loadPartitions().then((loaded) => current && setPartitions(loaded));
    return () => {
      current = false;
    };
  }, []);
  return partitions;
}
