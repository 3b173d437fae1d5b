import { createElement, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { modalClosed, type HostState } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';
import { lazyHostComponent } from '../lazyHostComponent.tsx';
import type { OpenModal } from './ModalFrames.tsx';
import { AddressContext } from '../../router/HostRoutes.tsx';

const ModalFrames = lazyHostComponent('@host/modal-frames', (module: typeof import('./modalFrames.ts')) => module.ModalFrames);

/**
 * A change of the page's query closes the modals opened by code (first document, section 2.10), except those opened
 * while the address bar was already at the new page (one opened while that page was on its way stays when it
 * arrives). Each is closed by its own `modalClosed`, which its plugin may be waiting for.
 */
function useCodeModalsClosedByNavigation(opened: readonly string[]) {
  const dispatch = useDispatch();
  const page = useLocation();
  const address = useContext(AddressContext) ?? page;
  const addressNow = `${address.pathname}${address.search}`;
  const openedAt = useRef(new Map<string, string>());
  const previousSearch = useRef(page.search);

  useEffect(() => {
    for (const id of openedAt.current.keys()) if (!opened.includes(id)) openedAt.current.delete(id);
    for (const id of opened) if (!openedAt.current.has(id)) openedAt.current.set(id, addressNow);
  }, [opened, addressNow]);

  useEffect(() => {
    if (previousSearch.current === page.search) return;
    previousSearch.current = page.search;
    const here = `${page.pathname}${page.search}`;
    for (const id of opened) if (openedAt.current.get(id) !== here) dispatch(modalClosed({ modalId: id }));
  }, [page, opened, dispatch]);
}

/**
 * Shows modals opened by a query parameter named after the modal (`?coupon-settings-modal`) or by the openModal
 * action; a change of the page's query closes the latter (useCodeModalsClosedByNavigation). The frames are a host
 * module, fetched with the first modal; a modal that throws shows a local fallback inside its frame, which still
 * closes, and the page under it keeps working.
 */
export function ModalHost() {
  const { registries, log } = useHost();
  useSyncExternalStore(registries.modals.subscribe, registries.modals.getVersion);
  const opened = useSelector((state: HostState) => state.modals);
  useCodeModalsClosedByNavigation(opened);
  const { search } = useLocation();

  const query = new URLSearchParams(search);
  const ids = [...new Set([...registries.modals.keys().filter((id) => query.has(id)), ...opened.filter((id) => registries.modals.get(id))])];
  if (ids.length === 0) return null;
  const modals: OpenModal[] = ids.map((id) => ({ id, pluginId: registries.modals.ownerOf(id) ?? 'unknown', load: registries.modals.get(id)! }));
  return createElement(ModalFrames, { modals, log });
}
