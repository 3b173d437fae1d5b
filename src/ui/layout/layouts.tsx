import type { ReactNode } from 'react';
import { ModalHost } from '../modals/ModalHost.tsx';
import { NotificationsHost } from '../notifications/NotificationsHost.tsx';
import { Slot } from '../Slot.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { Header } from './Header.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import type { Layout } from '../../../schemas/manifest.ts';

/** Content and notifications only. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      <LoadingBar />
      <main id="content" className="content">{children}</main>
      <NotificationsHost />
    </div>
  );
}

/** The maintenance and block notices stand alone: nothing else of the site is reachable from them. */
function NoticeLayout({ children, kind }: { children: ReactNode; kind: 'maintenance' | 'blocked' }) {
  return (
    <div className={`layout layout--notice layout--${kind}`}>
      <main id="content" className="content content--centered">{children}</main>
    </div>
  );
}

/** Third-party content (games): what plugins put into `layout.aboveContent` (a brands slider), then the content. */
function ThirdPartyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--third-party">
      <LoadingBar />
      <Header />
      <Slot name="layout.aboveContent" />
      <main id="content" className="content">{children}</main>
      <NotificationsHost />
      <ModalHost />
    </div>
  );
}

/** For pages embedded elsewhere: content, modals and notifications, no chrome. */
function HeadlessLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--headless">
      <main id="content" className="content">{children}</main>
      <NotificationsHost />
      <ModalHost />
    </div>
  );
}

export function LayoutFor({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'empty':
      return <EmptyLayout>{children}</EmptyLayout>;
    case 'maintenance':
      return <NoticeLayout kind="maintenance">{children}</NoticeLayout>;
    case 'blocked':
      return <NoticeLayout kind="blocked">{children}</NoticeLayout>;
    case 'thirdParty':
      return <ThirdPartyLayout>{children}</ThirdPartyLayout>;
    case 'headless':
      return <HeadlessLayout>{children}</HeadlessLayout>;
    default:
      return <DefaultLayout>{children}</DefaultLayout>;
  }
}
