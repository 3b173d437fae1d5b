import { selectUserId, useRouteEntry, useRouteHref, type HostState } from '@host/sdk';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectTerms } from '../accountSlice.ts';
import { CONFIRM_TERMS_ROUTE } from '../guards/accountGuards.ts';

/**
 * Sends the user to the confirm-terms page the moment their terms are found changed while they use the site (the
 * terms poll, or a call refused with 451): the guard decides navigations, this one moves them off the current page.
 */
export function useConfirmTermsRedirect(): void {
  const mustConfirm = useSelector((state: HostState) => selectUserId(state) !== null && selectTerms(state).changed);
  const onConfirmPage = useRouteEntry()?.name === CONFIRM_TERMS_ROUTE;
  const confirmPage = useRouteHref()(CONFIRM_TERMS_ROUTE);
  const navigate = useNavigate();
  const mustConfirmBefore = useRef(mustConfirm);
  useEffect(() => {
    const found = mustConfirm && !mustConfirmBefore.current;
    mustConfirmBefore.current = mustConfirm;
    if (found && !onConfirmPage && confirmPage) navigate(confirmPage);
  }, [mustConfirm, onConfirmPage, confirmPage, navigate]);
}
