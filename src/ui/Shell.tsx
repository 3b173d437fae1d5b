import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import type { HostState } from '@host/sdk';
import { LayoutFor } from './layout/layouts.tsx';
import { DeferredPageHead } from './layout/pageMetadataModule.tsx';
import { useRouteEntry } from '@host/sdk';
import { botIdReceived } from '../store/appSlice.ts';

/** Keeps the `botId` query (messenger widget) once seen; hostile values are refused. */
function useBotIdCapture() {
  const { search } = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    const botId = new URLSearchParams(search).get('botId');
    if (botId && /^[A-Za-z0-9_-]{1,64}$/.test(botId)) dispatch(botIdReceived({ botId }));
  }, [search, dispatch]);
}

/** The root element of every route: picks the layout named by the route and renders the page inside. */
export function Shell() {
  const entry = useRouteEntry();
  const theme = useSelector((state: HostState) => state.app.preferences.appTheme);
  useBotIdCapture();
  useEffect(() => {
    document.documentElement.dataset.theme = theme === 1 ? 'dark' : 'light';
  }, [theme]);
  return (
    <>
      <LayoutFor layout={entry?.layout ?? 'default'}>
        <Outlet />
      </LayoutFor>
      <DeferredPageHead />
    </>
  );
}
