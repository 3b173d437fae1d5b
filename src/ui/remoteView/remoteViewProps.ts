import type { MouseEvent } from 'react';
import type { RemoteViewReply } from '../../../schemas/remoteView.ts';

// The remote-view module's interface, apart from its code: the SDK declares it to plugins without importing the
// module, which imports the SDK.

export interface RemoteViewProps {
  /** Path of the view without the language, e.g. `information/about`. */
  path: string;
  /** Renders above the body once loaded (e.g. the rules page's tag menu). */
  header?: (reply: RemoteViewReply) => React.ReactNode;
  /** Called for clicks in the server content that are not internal links (e.g. an image to enlarge). */
  onContentClick?: (event: MouseEvent<HTMLDivElement>) => void;
  className?: string;
  /**
   * Parts of the remote app's reply the page draws besides the body (the information app's `tags`: the rules menu).
   * Asked for in a POST; the registry counts them as the app's components.
   */
  components?: readonly string[];
}

/** What `@host/remote-view` exports (ui/remoteView/index.ts). */
export interface RemoteViewModule {
  RemoteView: (props: RemoteViewProps) => React.ReactNode;
  sanitizeHtml(html: string): Promise<string>;
}
