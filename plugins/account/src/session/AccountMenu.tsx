import { Icon, openModal, useRouteHref, useTranslation } from '@host/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { BalanceVisibilityToggle } from '../accounts/BalanceVisibilityToggle.tsx';

const PERSON_ICON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 20c0-4 4-6 8-6s8 2 8 6';
const CHEVRON_ICON = 'M6 9.5l6 6 6-6';

/**
 * The account menu's entries: a route by its manifest name and the account text that labels it. An entry whose route
 * the domain has switched off (no address) is left out.
 */
const MENU_ENTRIES = [
  { route: 'office.menu', label: 'menu_office' },
  { route: 'office.recharge', label: 'deposit' },
  { route: 'office.deduce', label: 'menu_withdraw' },
  { route: 'opened-bets', label: 'menu_open_bets' },
  { route: 'office.history', label: 'menu_bet_history' },
  { route: 'office.historypay', label: 'menu_payment_history' },
  { route: 'office.wallets', label: 'menu_wallets' },
  { route: 'office.responsible', label: 'menu_limits' },
] as const;

/**
 * The signed-in player's menu in the header (a disclosure: a button and the list it shows): the office, money, bets,
 * limits and log out, on every page and both viewports. The button carries the player's name, cut with an ellipsis
 * when long (the whole name is in the open menu); it closes on Escape (focus back on the button), a press outside,
 * a chosen entry and another page.
 */
export function AccountMenu({ name: given }: { name: string | null }) {
  // A blank name would leave the button without a name.
  const name = given?.trim() || null;
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const hrefOf = useRouteHref();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Another page closes it; a change of the query alone does not (a sign-in's ticket or redirect taken off the address).
  // Not the page it mounted on: its first effect may run after a tap that came right after the header appeared.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const entries = MENU_ENTRIES.flatMap(({ route, label }) => {
    const href = hrefOf(route);
    return href === null ? [] : [{ href, label: t(label) }];
  });
  return (
    <div
      className="account-menu"
      ref={root}
      // Tabbing out of the open menu closes it, so that it covers nothing the focus goes to.
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        title={name ?? undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon path={PERSON_ICON} />
        <span className="account-menu__name">{name ?? t('account_menu')}</span>
        <Icon path={CHEVRON_ICON} className="account-menu__chevron" />
      </button>
      <nav id={panelId} className="account-menu__panel" aria-label={t('account_menu')} hidden={!open}>
        {open && name && <p className="account-menu__player">{name}</p>}
        {/* Phones only: their header has no room for the eye beside the balance. */}
        <span className="account-menu__balance-toggle">
          <BalanceVisibilityToggle />
        </span>
        <ul className="account-menu__list">
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button account-menu__logout"
          onClick={() => {
            setOpen(false);
            dispatch(openModal('logout-confirm'));
          }}
        >
          {t('logout')}
        </button>
      </nav>
    </div>
  );
}
