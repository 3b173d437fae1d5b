// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationBlockChanged, useRouteEntry, useRouteParams } from '@host/sdk';
import { initialAppState } from '../store/appSlice.ts';
import { createHostStore } from '../store/createHostStore.ts';
import { HostRoutes, NavigationPendingContext } from './HostRoutes.tsx';
import type { NavigationOutcome } from './navigationGate.ts';
import { RouteTable } from './RouteTable.ts';
import { ServiceDirectory } from '../plugins/ServiceDirectory.ts';

afterEach(cleanup);

/** What the layout around the pages shows: the page on screen's route and parameters, and whether one is on its way. */
function Frame() {
  const entry = useRouteEntry();
  const params = useRouteParams();
  const pending = useContext(NavigationPendingContext);
  return (
    <>
      <p data-testid="frame">{`${entry?.name ?? 'none'} ${params.id ?? '-'} ${pending ? 'pending' : 'idle'}`}</p>
      <Outlet />
    </>
  );
}

/** The failure page, as the kernel's would say it. */
const Failure = (props: { notFound: true } | { error: unknown }) => <h1>{'error' in props ? `Failed: ${(props.error as Error).message}` : 'Not found'}</h1>;

function Broken(): never {
  throw new Error('the page broke');
}

const entry = (name: string, path: string) => ({ name, plugin: 'test', path, page: name });
const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Frame />,
    children: [
      { path: 'a', element: <h1>Page A</h1>, handle: { entry: entry('a', 'a') } },
      { path: 'item/:id', element: <h1>An item</h1>, handle: { entry: entry('item', 'item/:id') } },
      { path: 'broken', element: <Broken />, handle: { entry: entry('broken', 'broken') } },
    ],
  },
];

/** A gate the test answers by hand: each navigation waits until the test lets it through. */
function manualGate() {
  const waiting: Array<{ address: string; answer: (outcome: NavigationOutcome) => void }> = [];
  const gate = (address: string) => new Promise<NavigationOutcome>((answer) => waiting.push({ address, answer }));
  const next = () => {
    const call = waiting.shift();
    if (!call) throw new Error('no navigation is waiting at the gate');
    return call;
  };
  return { gate, next, waiting };
}

function renderRoutes(start = '/a', routes = ROUTES) {
  const store = createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services: new ServiceDirectory() }, () => undefined);
  const gate = manualGate();
  const bar: { navigate: ReturnType<typeof useNavigate> | null; address: string } = { navigate: null, address: '' };
  function AddressBar() {
    const location = useLocation();
    bar.navigate = useNavigate();
    bar.address = `${location.pathname}${location.search}`;
    return null;
  }
  const tree = (table: RouteObject[]) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[start]}>
        <AddressBar />
        <HostRoutes routes={table} gate={gate.gate} first={{ kind: 'render' }} Failure={Failure} />
      </MemoryRouter>
    </Provider>
  );
  const { rerender } = render(tree(routes));
  const replaceRoutes = (table: RouteObject[]) => act(() => rerender(tree(table)));
  const go = (to: string | number) => act(() => void (typeof to === 'number' ? bar.navigate!(to) : bar.navigate!(to)));
  const answer = (outcome: NavigationOutcome) => act(async () => gate.next().answer(outcome));
  return { store, gate, bar, go, answer, replaceRoutes };
}

describe('HostRoutes: every navigation passes the gate before its page shows', () => {
  it('keeps the page on screen, its route and parameters, while the next one is at the gate', async () => {
    const { gate, go, answer } = renderRoutes('/item/7');
    expect(screen.getByTestId('frame').textContent).toBe('item 7 idle');
    await go('/a');
    expect(gate.waiting.map((call) => call.address)).toEqual(['/a']);
    expect(screen.getByRole('heading').textContent).toBe('An item');
    expect(screen.getByTestId('frame').textContent).toBe('item 7 pending');
    await answer({ kind: 'render' });
    expect(screen.getByRole('heading').textContent).toBe('Page A');
    expect(screen.getByTestId('frame').textContent).toBe('a - idle');
  });

  it('replaces a refused address with the redirect, so Back does not land on it again', async () => {
    const { bar, gate, go, answer } = renderRoutes('/a');
    await go('/item/1');
    await answer({ kind: 'redirect', to: '/item/2' });
    expect(bar.address).toBe('/item/2');
    expect(gate.waiting.map((call) => call.address)).toEqual(['/item/2']);
    await answer({ kind: 'render' });
    expect(screen.getByTestId('frame').textContent).toBe('item 2 idle');
    await go(-1);
    expect(bar.address).toBe('/a');
  });

  it('shows the 404 page where the gate says so, with no route on screen', async () => {
    const { go, answer } = renderRoutes('/a');
    await go('/item/3');
    await answer({ kind: 'not-found' });
    expect(screen.getByRole('heading').textContent).toBe('Not found');
    expect(screen.queryByTestId('frame')).toBeNull();
  });

  it('cancels every navigation while the navigation-block flag is set, and asks the gate nothing', async () => {
    const { store, bar, gate, go, answer } = renderRoutes('/a');
    await go('/item/4');
    await answer({ kind: 'render' });
    act(() => void store.dispatch(navigationBlockChanged({ blocked: true })));
    await go('/a');
    expect(bar.address).toBe('/item/4');
    expect(gate.waiting).toEqual([]);
    expect(screen.getByTestId('frame').textContent).toBe('item 4 idle');
    act(() => void store.dispatch(navigationBlockChanged({ blocked: false })));
    await go('/a');
    await answer({ kind: 'render' });
    expect(screen.getByRole('heading').textContent).toBe('Page A');
  });

  it('ends a page that throws on the error page, each time, and the next navigation shows its page again', async () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      const { go, answer } = renderRoutes('/a');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await go('/broken');
        await answer({ kind: 'render' });
        expect(screen.getByRole('heading').textContent).toBe('Failed: the page broke');
        await go('/a');
        await answer({ kind: 'render' });
        expect(screen.getByRole('heading').textContent).toBe('Page A');
      }
    } finally {
      console.error = errors;
    }
  });

  it('shows a change of the fragment alone at once, without asking the gate', async () => {
    const { bar, gate, go } = renderRoutes('/item/5');
    await go('/item/5#odds');
    expect(bar.address).toBe('/item/5');
    expect(gate.waiting).toEqual([]);
    expect(screen.getByTestId('frame').textContent).toBe('item 5 idle');
  });

  it('keeps showing the page with the routes it was checked with until the gate has checked the new table', async () => {
    const { gate, answer, replaceRoutes } = renderRoutes('/a');
    const renamed: RouteObject[] = [{ path: '/', element: <Frame />, children: [{ path: 'a', element: <h1>Page A, renamed</h1>, handle: { entry: entry('a2', 'a') } }] }];
    await replaceRoutes(renamed);
    expect(gate.waiting.map((call) => call.address)).toEqual(['/a']);
    expect(screen.getByRole('heading').textContent).toBe('Page A');
    await answer({ kind: 'render' });
    expect(screen.getByRole('heading').textContent).toBe('Page A, renamed');
    expect(screen.getByTestId('frame').textContent).toBe('a2 - idle');
  });
});
