import { useSyncExternalStore } from 'react';
import { useHost } from '../boot/HostContext.ts';
import type { SlotName, SlotProps } from '@host/sdk';
import { PluginErrorBoundary } from './PluginErrorBoundary.tsx';
import { PluginFailed } from './PluginFailed.tsx';

/** The contributions to a slot, while the kernel or an active plugin offers it (until then they wait, unrendered). */
function useContributions(name: SlotName) {
  const { registries } = useHost();
  useSyncExternalStore(registries.slots.subscribe, registries.slots.getVersion);
  useSyncExternalStore(registries.slotOffers.subscribe, registries.slotOffers.getVersion);
  if (registries.slotOffers.get(name) === undefined) return [];
  return registries.slots.keys().flatMap((key) => {
    const entry = registries.slots.get(key);
    return entry && entry.slot === name ? [{ key, owner: registries.slots.ownerOf(key) ?? 'unknown', Component: entry.component }] : [];
  });
}

/** True while some plugin fills the slot: a layout leaves out the place (a column, a band) nobody fills. */
export function useSlotFilled(name: SlotName): boolean {
  return useContributions(name).length > 0;
}

/**
 * Renders what plugins put into a named place of the shell or of a plugin's page; empty when none did, or when no
 * active plugin offers the place. Each contribution has its own
 * error boundary: one that throws is logged with its plugin id and, by default, left out; the rest of the page
 * works. `failure="refresh"` is for a place whose content the visitor relies on (the side column's bet slip): there
 * a failure shows the dictionary load error with a refresh action that mounts it again (first document, section 8).
 */
export function Slot({ name, failure = 'hidden' }: SlotProps) {
  const filled = useContributions(name);
  return (
    <>
      {filled.map(({ key, owner, Component }) => (
        <PluginErrorBoundary
          key={key}
          pluginId={owner}
          part={`slot ${name}`}
          resetKey={Component}
          fallback={failure === 'refresh' ? (retry) => <PluginFailed pluginId={owner} messageKey="main_dictionary_load_error" retryKey="main_page_refresh_button" onRetry={retry} /> : undefined}
        >
          <Component />
        </PluginErrorBoundary>
      ))}
    </>
  );
}
