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
 * The default layout: every part of first document 2.1; route flags hide the header or the footer. The side column
 * (a bet slip) is there only while a plugin fills `layout.sideColumn`: a domain without one has the full width.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const entry = useRouteEntry();
  const sideColumn = useSlotFilled('layout.sideColumn');
  // Only a config that announces a maintenance fetches the notice's code (with the status pages).
  const announced = useSelector((state: HostState) => state.config.site?.maintenance.notify_ended_at !== undefined);
  return (
    <div className="layout layout--default">
      <LoadingBar />
      <DownloadAppsBanner />
      {!entry?.hideHeader && <Header />}
      {announced && <MaintenanceNotice />}
      <div className="layout__body">
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
