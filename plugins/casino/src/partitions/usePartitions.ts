import { useEffect, useState } from 'react';
import { loadPartitions } from './partitions.ts';

/** The partitions the server allows; null until they are known. */
export function usePartitions(): ReadonlySet<string> | null {
  const [partitions, setPartitions] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let current = true;
    void loadPartitions().then((loaded) => current && setPartitions(loaded));
    return () => {
      current = false;
    };
  }, []);
  return partitions;
}
