import { formatMoney, selectLanguage, useLoaded, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import type { BringFriendReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_bringFriendReply } from '../generated/validate_bringFriendReply.js';

/** The HTML a partner pastes for a banner: a link to the player's referral address around the banner's text (no external image). */
export function bannerCode(link: string, width: number, height: number, text: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<a href="${escape(link)}" style="display:inline-block;width:${width}px;height:${height}px">${escape(text)}</a>`;
}

/** office/bringfriend and bringfriend-banners: the referral link and its results, and the banners' codes. */
export default function BringFriendPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const banners = useRouteEntry()?.name === 'office.bringfriend-banners';
  const [copied, setCopied] = useState(false);
  const { loaded } = useLoaded(`bringfriend:${lang}`, (signal) => officeGet<BringFriendReply>(`${OFFICE_API}/bring-friend`, validate_bringFriendReply, 'bring a friend', lang, signal));
  return (
    <OfficeFrame titleKey="page_bringFriend">
      <nav className="office-tabs">
        {(['office.bringfriend', 'office.bringfriend-banners'] as const).map((route) => {
          const to = href(route);
          return to ? (
            <NavLink key={route} to={to} end className={({ isActive }) => `office-tab${isActive ? ' office-tab--active' : ''}`}>
              {t(route === 'office.bringfriend' ? 'bringfriend_link_tab' : 'bringfriend_banners_tab')}
            </NavLink>
          ) : null;
        })}
      </nav>
      <LoadState loaded={loaded}>
        {(friend) =>
          banners ? (
            <ul className="office-list">
              {friend.banners.map((banner) => (
                <li key={banner.id} className="office-card">
                  <h2>{t('banner_size', { width: banner.width, height: banner.height })}</h2>
                  <textarea readOnly rows={3} value={bannerCode(friend.link, banner.width, banner.height, t('banner_text'))} aria-label={t('banner_code', { width: banner.width, height: banner.height })} />
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p>{t('bringfriend_intro')}</p>
              <label className="office-form">
                {t('bringfriend_link')}
                <input readOnly value={friend.link} />
              </label>
              <button
                type="button"
                className="button"
                onClick={() => navigator.clipboard?.writeText(friend.link).then(() => setCopied(true), () => setCopied(false))}
              >
                {t(copied ? 'copied' : 'copy')}
              </button>
              <p>{t('bringfriend_stats', { invited: friend.invited, qualified: friend.qualified, earned: formatMoney(lang, friend.earned, friend.currency) })}</p>
            </>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
