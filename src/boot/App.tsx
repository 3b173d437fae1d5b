import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Location } from 'react-router';
import { TranslationProvider } from '@host/sdk';
import { createRouteObjects } from '../router/createRouteObjects.tsx';
import { HostRoutes } from '../router/HostRoutes.tsx';
import type { NavigationGate, SettledOutcome } from '../router/navigationGate.ts';
import { RouteErrorPage } from '../ui/pages/RouteErrorPage.tsx';
import type { HostStore } from '../store/createHostStore.ts';
import { HostContext, type HostServices } from './HostContext.ts';

/** The router around the routes: the browser's address bar, or a test's memory, already at the first navigation's end. */
export type HostRouterComponent = ComponentType<{ children: ReactNode }>;

/** Rebuilds the routes when the domain's route table changes (an operator switched a plugin on or off). */
export function App({ store, services, gate, first, Router, onNavigated }: { store: HostStore; services: HostServices; gate: NavigationGate; first: SettledOutcome; Router: HostRouterComponent; onNavigated?: (location: Location) => void }) {
  const [routes, setRoutes] = useState(() => createRouteObjects(services.routeTable.get()));
  useEffect(() => services.routeTable.subscribe(() => setRoutes(createRouteObjects(services.routeTable.get()))), [services]);
  return (
    <Provider store={store}>
      <TranslationProvider i18n={services.translations.i18n}>
        <HostContext.Provider value={services}>
          <Router>
            <HostRoutes routes={routes} gate={gate} first={first} Failure={RouteErrorPage} onNavigated={onNavigated} />
          </Router>
        </HostContext.Provider>
      </TranslationProvider>
    </Provider>
  );
}
