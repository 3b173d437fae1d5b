import { useSyncExternalStore } from 'react';
import { useHost } from '../boot/HostContext.ts';
import type { SlotName } from '@host/sdk';
import { PluginErrorBoundary } from './PluginErrorBoundary.tsx';

/** True while some plugin fills the slot: a layout leaves out the place (a column, a band) nobody fills. */
export function useSlotFilled(name: SlotName): boolean {
  const { registries } = useHost();
  useSyncExternalStore(registries.slots.subscribe, registries.slots.getVersion);
  return registries.slots.values().some((entry) => entry.slot === name);
}

/**
 * Renders what plugins put into a named place of the shell; empty when none did. Each contribution has its own
 * error boundary: one that throws is logged with its plugin id and left out, the rest of the page works.
 */
export function Slot({ name }: { name: SlotName }) {
  const { registries } = useHost();
  useSyncExternalStore(registries.slots.subscribe, registries.slots.getVersion);
  const filled = registries.slots.keys().flatMap((key) => {
    const entry = registries.slots.get(key);
    return entry && entry.slot === name ? [{ key, owner: registries.slots.ownerOf(key) ?? 'unknown', Component: entry.component }] : [];
  });
  return (
    <>
      {filled.map(({ key, owner, Component }) => (
        <PluginErrorBoundary key={key} pluginId={owner} part={`slot ${name}`} resetKey={Component}>
          <Component />
        </PluginErrorBoundary>
      ))}
    </>
  );
}
