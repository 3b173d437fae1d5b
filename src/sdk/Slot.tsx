import type { SlotProps } from './hostBinding.ts';
import { useHostBinding } from './services.ts';

/**
 * A place of a plugin's page that other plugins fill: the plugin declares it in `offersSlots` (`<id>.<place>`) and
 * renders it here. Each contribution has its own error boundary, and a place nobody fills renders nothing. The
 * kernel renders it (through the host binding), so the SDK carries no registry of its own.
 */
export function Slot(props: SlotProps) {
  const { Slot: Render } = useHostBinding();
  return Render ? <Render {...props} /> : null;
}
