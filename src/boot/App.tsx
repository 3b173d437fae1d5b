import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { TranslationProvider } from '@host/sdk';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { HostStore } from '../store/createHostStore.ts';
import { HostContext, type HostServices } from './HostContext.ts';

export type HostRouter = ReturnType<typeof createBrowserRouter>;

/** Rebuilds the router when the domain's routes change (an operator switched a plugin on or off). */
export function App({ store, services, initialRouter, rebuildRouter }: { store: HostStore; services: HostServices; initialRouter: HostRouter; rebuildRouter: () => HostRouter }) {
  const [router, setRouter] = useState(initialRouter);
  useEffect(() => services.routeTable.subscribe(() => setRouter(rebuildRouter())), [services, rebuildRouter]);
  // The router being replaced stops listening to the history once the new one is in place.
  useEffect(() => () => router.dispose(), [router]);
  return (
    <Provider store={store}>
      <TranslationProvider i18n={services.translations.i18n}>
        <HostContext.Provider value={services}>
          <RouterProvider router={router} />
        </HostContext.Provider>
      </TranslationProvider>
    </Provider>
  );
}
