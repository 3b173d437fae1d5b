import { createElement, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import type { HostState } from '@host/sdk';
import { useHost } from '../../boot/HostContext.ts';
import { lazyHostComponent } from '../lazyHostComponent.tsx';
import type { OpenModal } from './ModalFrames.tsx';
import { allModalsClosed } from '../../store/modalsSlice.ts';
import { AddressContext } from '../../router/HostRoutes.tsx';

const ModalFrames = lazyHostComponent('@host/modal-frames', (module: typeof import('./modalFrames.ts')) => module.ModalFrames);

/**
 * Shows modals opened by a query parameter named after the modal (`?coupon-settings-modal`) or by the openModal
 * action. A change of query closes the modals opened by code (first document, section 2.10): a change of the address
 * bar's, so that one opened while a page asked for before was still on its way stays when that page arrives. The
 * frames are a host module, fetched with the first modal; a modal that throws shows a local fallback inside its
 * frame, which still closes, and the page under it keeps working.
 */
export function ModalHost() {
  const { registries, log } = useHost();
  useSyncExternalStore(registries.modals.subscribe, registries.modals.getVersion);
  const opened = useSelector((state: HostState) => state.modals);
  const dispatch = useDispatch();
  const { search } = useLocation();
  const addressSearch = useContext(AddressContext)?.search ?? search;
  const previousSearch = useRef(addressSearch);

  useEffect(() => {
    if (previousSearch.current === addressSearch) return;
    previousSearch.current = addressSearch;
    dispatch(allModalsClosed());
  }, [addressSearch, dispatch]);

  const query = new URLSearchParams(search);
  const ids = [...new Set([...registries.modals.keys().filter((id) => query.has(id)), ...opened.filter((id) => registries.modals.get(id))])];
  if (ids.length === 0) return null;
  const modals: OpenModal[] = ids.map((id) => ({ id, pluginId: registries.modals.ownerOf(id) ?? 'unknown', load: registries.modals.get(id)! }));
  return createElement(ModalFrames, { modals, log });
}
