import { createContext, useContext } from 'react';
import type { TranslationHost } from '../i18n/createTranslations.ts';
import type { HostRegistries } from '../plugins/hostRegistries.ts';
import type { PluginHost } from '../plugins/PluginHost.ts';
import type { RouteTable } from '../router/RouteTable.ts';

export interface HostServices {
  host: PluginHost;
  registries: HostRegistries;
  translations: TranslationHost;
  routeTable: RouteTable;
  log: (message: string, detail?: unknown) => void;
}

export const HostContext = createContext<HostServices | null>(null);

export function useHost(): HostServices {
  const services = useContext(HostContext);
  if (!services) throw new Error('useHost outside the host');
  return services;
}
