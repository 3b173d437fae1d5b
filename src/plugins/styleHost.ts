import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import type { Disposer } from '../store/createHostStore.ts';

export interface StyleHost {
  attach(pluginId: string, stylesheets: NonNullable<PluginFeedEntry['css']>): Disposer;
}

/** Plugin stylesheets are integrity-checked link elements, removed again on deactivation. */
export function createDocumentStyleHost(doc: Document): StyleHost {
  return {
    attach(pluginId, stylesheets) {
      const links = stylesheets.map(({ url, integrity }) => {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = url;
        link.integrity = integrity;
        link.crossOrigin = 'anonymous';
        link.dataset.plugin = pluginId;
        doc.head.append(link);
        return link;
      });
      return () => links.forEach((link) => link.remove());
    },
  };
}
