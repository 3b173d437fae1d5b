import { type HostState, openModal, safeStorage, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountConfigOf } from '../accountConfigOf.ts';
import { pathAfterLanguage, rememberFromUrl } from './postLoginRedirect.ts';
import { REGISTRATION_ROUTE, registrationOpensAs } from './registrationRules.ts';

export const REGISTRATION_MODAL = 'registration';

/**
 * The visitor's way in to registration: the 95% modal, or the registration page where the rules ask for it (the
 * page coming from a configured route remembers it as `from_url`). Nothing where registration is not offered.
 */
export function RegistrationButton() {
  const { t } = useTranslation('account');
  const route = useRouteEntry();
  const routeName = route?.name ?? null;
  const opensAs = useSelector((state: HostState) => registrationOpensAs(state, routeName));
  const pageHref = useRouteHref()(REGISTRATION_ROUTE);
  const store = useStore<HostState>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (opensAs === null || routeName === REGISTRATION_ROUTE || (opensAs === 'page' && pageHref === null)) return null;

  function open() {
    if (opensAs === 'modal') {
      dispatch(openModal(REGISTRATION_MODAL));
      return;
    }
    rememberFromUrl(safeStorage('sessionStorage'), routeName, pathAfterLanguage(pathname, search), accountConfigOf(store.getState()).postLoginRedirectRoutes);
    navigate(pageHref!);
  }

  return (
    <button type="button" className="button" onClick={open}>
      {t('register')}
    </button>
  );
}
