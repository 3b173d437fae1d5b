import { importShared } from './importShared.ts';
import type { RemoteViewModule } from '../ui/remoteView/remoteViewProps.ts';
import { REMOTE_VIEW_MODULE } from './RemoteView.tsx';

/**
 * Server HTML made safe for the DOM (no scripts, event handlers, styles or javascript: URLs). The sanitiser lives in
 * the remote-view host module, fetched on first use, so that it is not on every visitor's critical path.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const module = await importShared<RemoteViewModule>(REMOTE_VIEW_MODULE);
  return module.sanitizeHtml(html);
}
