import { useDispatch, useSelector } from 'react-redux';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { type HostState, Icon, parseCookies, useTranslation } from '@host/sdk';
import { languagesForVisitor } from '../../router/languages.ts';
import { MOON_ICON, SUN_ICON } from '../icons.tsx';
import { Slot } from '../Slot.tsx';
import { useNavigationLinks } from './useNavigationLinks.ts';
import { preferencesChanged } from '@host/sdk';

function LanguageSelect() {
  const lang = useSelector((state: HostState) => state.app.language);
  const lng = useSelector((state: HostState) => state.config.site?.lng);
  const signedIn = useSelector((state: HostState) => state.session.userId !== null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('kernel');
  const languages = lng ? languagesForVisitor(lng, parseCookies(document.cookie), signedIn) : [lang];
  return (
    <select
      className="language-select"
      aria-label={t('language')}
      value={lang}
      onChange={(event) => navigate(`/${event.target.value}${pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '')}${search}`)}
    >
      {languages.map((language) => (
        <option key={language} value={language}>
          {language.toUpperCase()}
        </option>
      ))}
    </select>
  );
}

function ThemeToggle() {
  const theme = useSelector((state: HostState) => state.app.preferences.appTheme);
  const dispatch = useDispatch();
  const { t } = useTranslation('kernel');
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(theme === 1 ? 'theme_light' : 'theme_dark')}
      onClick={() => dispatch(preferencesChanged({ preferences: { appTheme: theme === 1 ? 0 : 1 } }))}
    >
      <Icon path={theme === 1 ? SUN_ICON : MOON_ICON} />
    </button>
  );
}

export function Header() {
  const lang = useSelector((state: HostState) => state.app.language);
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  const { t } = useTranslation('kernel');
  const links = useNavigationLinks('header');
  // A signed-in visitor's header holds more (a balance, a deposit, a menu): on phones the logo keeps its mark only.
  const signedIn = useSelector((state: HostState) => state.session.userId !== null);
  return (
    <header className={signedIn ? 'header header--signed-in' : 'header'}>
      <div className="header__inner">
        <Link to={`/${lang}/`} className="logo" aria-label={company}>
          <span className="logo__mark" aria-hidden="true">{company.charAt(0)}</span>
          <span className="logo__name">{company}</span>
        </Link>
        <nav className="header__nav" aria-label={t('main_navigation')}>
          {links.map((link) => (
            <NavLink key={link.key} to={link.to} end={link.end} className="header__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="header__actions">
          <Slot name="header.actions" />
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
