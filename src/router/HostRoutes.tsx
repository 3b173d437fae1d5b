import { Component, createContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { matchRoutes, useLocation, useNavigate, useNavigationType, useRoutes, type Location, type RouteObject } from 'react-router';
import { ShownRouteContext, type HostState, type ShownRoute } from '@host/sdk';
import type { RouteHandle } from '../ui/useRouteEntry.ts';
import type { NavigationGate, SettledOutcome } from './navigationGate.ts';

/** Whether a navigation is passing the gate (the page on screen stays until it has): the loading bar shows it. */
export const NavigationPendingContext = createContext(false);

/** A navigation that has passed the gate: its location and how it ended (its page, the 404 page, or an error). */
interface ShownNavigation {
  location: Location;
  outcome: SettledOutcome;
}

const addressOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

const NO_ROUTE: ShownRoute = { entry: null, params: {} };

function shownRouteOf(routes: RouteObject[], shown: ShownNavigation): ShownRoute {
  if (shown.outcome instanceof Error || shown.outcome.kind !== 'render') return NO_ROUTE;
  const matches = matchRoutes(routes, shown.location) ?? [];
  const entry = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.entry).findLast((candidate) => candidate !== undefined);
  return { entry: entry ?? null, params: matches.at(-1)?.params ?? {} };
}

/** The page of a navigation that ends on no page: the 404 page, or what went wrong (src/ui/pages/RouteErrorPage.tsx). */
export type FailurePage = ComponentType<{ notFound: true } | { error: unknown }>;

/** A page that throws while rendering ends on the error page; the next navigation tries again. */
class RouteErrorBoundary extends Component<{ location: Location; Failure: FailurePage; children: ReactNode }, { error: unknown; failedAt: Location | null }> {
  state: { error: unknown; failedAt: Location | null } = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch() {
    this.setState({ failedAt: this.props.location });
  }

  render() {
    const { error, failedAt } = this.state;
    const { Failure, location, children } = this.props;
    return error !== null && (failedAt === null || failedAt === location) ? <Failure error={error} /> : children;
  }
}

/**
 * The router's routes behind the navigation gate (DESIGN.md section 5): every navigation first passes the guards and
 * loads its page's code while the page on screen stays (with the loading bar), then its page is shown; a redirect
 * replaces the address that was refused, so Back does not land on it again. While the navigation-block flag is set
 * every navigation is cancelled (second document, access rule 10). `first` is where startHost's first navigation
 * ended, shown without passing the gate again.
 */
export function HostRoutes({ routes, gate, first, Failure, onNavigated }: { routes: RouteObject[]; gate: NavigationGate; first: SettledOutcome; Failure: FailurePage; onNavigated?: (location: Location) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const store = useStore<HostState>();
  const [shown, setShown] = useState<ShownNavigation>(() => ({ location, outcome: first }));
  const [pending, setPending] = useState(false);
  const passed = useRef({ location, routes });

  useEffect(() => {
    if (passed.current.location === location && passed.current.routes === routes) return;
    passed.current = { location, routes };
    const address = addressOf(location);
    if (store.getState().app.navigationBlocked) {
      const shownAddress = addressOf(shown.location);
      if (address !== shownAddress) void (navigationType === 'PUSH' ? navigate(-1) : navigate(shownAddress, { replace: true }));
      return;
    }
    const controller = new AbortController();
    const show = (outcome: ShownNavigation['outcome']) => {
      if (controller.signal.aborted) return;
      setShown({ location, outcome });
      setPending(false);
      onNavigated?.(location);
    };
    setPending(true);
    gate(address, controller.signal).then(
      (outcome) => (outcome.kind === 'redirect' ? !controller.signal.aborted && void navigate(outcome.to, { replace: true }) : show(outcome)),
      (error: unknown) => show(error instanceof Error ? error : new Error(String(error))),
    );
    return () => controller.abort();
    // `shown` and `navigationType` are read as they are when the location changes, not followed.
  }, [location, routes, gate, navigate, store, onNavigated]);

  const shownRoute = useMemo(() => shownRouteOf(routes, shown), [routes, shown]);
  const failed = shown.outcome instanceof Error ? <Failure error={shown.outcome} /> : shown.outcome.kind === 'not-found' ? <Failure notFound /> : null;
  // The failure pages, too, see the location they were shown for (the 404 page asks where its address moved).
  const content = useRoutes(failed ? [{ path: '*', element: failed }] : routes, shown.location);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <ShownRouteContext.Provider value={shownRoute}>
        <RouteErrorBoundary location={shown.location} Failure={Failure}>
          {content}
        </RouteErrorBoundary>
      </ShownRouteContext.Provider>
    </NavigationPendingContext.Provider>
  );
}
