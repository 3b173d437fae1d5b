import { useSyncExternalStore } from 'react';
import { useHost } from '../boot/HostContext.ts';
import type { SlotName } from '@host/sdk';

/** Renders what plugins put into a named place of the shell; empty when none did. */
export function Slot({ name }: { name: SlotName }) {
  const { registries } = useHost();
  useSyncExternalStore(registries.slots.subscribe, registries.slots.getVersion);
  const filled = registries.slots.values().filter((entry) => entry.slot === name);
  return (
    <>
      {filled.map(({ component: Component }, index) => (
        <Component key={index} />
      ))}
    </>
  );
}
