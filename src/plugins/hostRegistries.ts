import type { ComponentType } from 'react';
import type { LazyComponent, ModalProps } from '@host/sdk';
import type { NavigationItem } from '../../schemas/manifest.ts';
import type { GuardContribution } from '../router/guardTypes.ts';
import { KERNEL_SLOT_OWNER, KERNEL_SLOTS } from '../ui/kernelSlots.ts';
import { Registry } from './Registry.ts';

/** The extension points the kernel owns; plugins fill them through their definition. */
export interface HostRegistries {
  pages: Registry<LazyComponent>;
  modals: Registry<LazyComponent<ModalProps>>;
  guards: Registry<GuardContribution>;
  slots: Registry<{ slot: string; component: ComponentType }>;
  /** The slots open to contributions, by name: the kernel's, and those of the active plugins (`offersSlots`). */
  slotOffers: Registry<string>;
  /**
   * Navigation items declared in the plugin feed (plugin.json `navigation`): registered when a plugin enters the
   * feed, before and whether or not its code is loaded, and taken out when it leaves the feed.
   */
  navigation: Registry<NavigationItem>;
}

export function createRegistries(): HostRegistries {
  const slotOffers = new Registry<string>('slot');
  for (const name of KERNEL_SLOTS) slotOffers.register(KERNEL_SLOT_OWNER, name, 'the shell (src/ui/kernelSlots.ts)');
  return {
    pages: new Registry('page'),
    modals: new Registry('modal'),
    guards: new Registry('guard'),
    slots: new Registry('slot contribution'),
    slotOffers,
    navigation: new Registry('navigation item'),
  };
}

export const pageKey = (pluginId: string, page: string) => `${pluginId}/${page}`;
