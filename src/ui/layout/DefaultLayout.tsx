import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useRouteEntry, type HostState } from '@host/sdk';
import { ModalHost } from '../modals/ModalHost.tsx';
import { NotificationsHost } from '../notifications/NotificationsHost.tsx';
import { Slot, useSlotFilled } from '../Slot.tsx';
import { MaintenanceNotice } from '../pages/lazyStatusPages.tsx';
import { BottomNavigation } from './BottomNavigation.tsx';
import { CookieNoticeBar } from './CookieNoticeBar.tsx';
import { DownloadAppsBanner } from './DownloadAppsBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { DeferredSeoBlock } from './pageMetadataModule.tsx';

/**
 * The default layout: every part of first document 2.1; route flags hide the header or the footer. The side columns
 * (a sports menu on the left, a bet slip on the right) are there only while a plugin fills `layout.leftColumn` or
 * `layout.sideColumn`: a domain without one has the full width. The visitor's preferences hide either panel (second
 * document, Panels): the left one is then not rendered, the right one (the phone's quick coupon too) is put away on
 * desktop widths only by host.css. The left one's plugin decides which screens are wide enough for it, and draws
 * nothing on the others (the empty column takes no room).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const entry = useRouteEntry();
  const sideColumn = useSlotFilled('layout.sideColumn');
  const { leftSectionDisplayState: leftHidden, rightSectionDisplayState: rightHidden } = useSelector((state: HostState) => state.app.preferences);
  // Never on phones, nor when the visitor put it away: its plugin then loads and polls nothing for it.
  const desktop = useSelector((state: HostState) => state.app.viewport) === 'desktop';
  const leftColumn = useSlotFilled('layout.leftColumn') && desktop && !leftHidden;
  // Only a config that announces a maintenance fetches the notice's code (with the status pages).
  const announced = useSelector((state: HostState) => state.config.site?.maintenance.notify_ended_at !== undefined);
  return (
    <div className={`layout layout--default${rightHidden ? ' layout--right-hidden' : ''}`}>
      <LoadingBar />
      <DownloadAppsBanner />
      {!entry?.hideHeader && <Header />}
      {announced && <MaintenanceNotice />}
      <div className="layout__body">
        {leftColumn && (
          <aside className="layout__left">
            <Slot name="layout.leftColumn" failure="refresh" />
          </aside>
        )}
        <main id="content" className="content">
          {children}
        </main>
        {sideColumn && (
          <aside className="layout__side">
            <Slot name="layout.sideColumn" failure="refresh" />
          </aside>
        )}
      </div>
      <DeferredSeoBlock />
      {!entry?.hideFooter && <Footer />}
      <BottomNavigation />
      <NotificationsHost />
      <CookieNoticeBar />
      <ModalHost />
      <ScrollToTop />
      <Slot name="layout.floating" />
    </div>
  );
}
