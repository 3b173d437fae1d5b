/**
 * The host's own System modules, each built into `dist/<folder>/` and named in the import map: the kernel and the
 * SDK, which every page loads before it renders (`critical`), and modules off the critical path, fetched when first
 * used: the remote-view loader, the rarely shown status pages, the page extras (cookie notice and consent), the page
 * sections (apps banner, snowfall, first SEO block), the modal frames, the page metadata, the app services (after the
 * load event when they have work then, else a minute later) and the app-version check (a minute after the load
 * event). The build, the BFF's static files and page, and the unit tests' aliases all read this one list.
 */
export const HOST_MODULES = {
  kernel: { specifier: '@host/kernel', entry: './src/boot/index.ts', critical: true },
  sdk: { specifier: '@host/sdk', entry: './src/sdk/index.ts', critical: true },
  'remote-view': { specifier: '@host/remote-view', entry: './src/ui/remoteView/index.ts' },
  'status-pages': { specifier: '@host/status-pages', entry: './src/ui/pages/statusPages.ts' },
  'page-extras': { specifier: '@host/page-extras', entry: './src/ui/pageExtras/pageExtras.ts' },
  'page-sections': { specifier: '@host/page-sections', entry: './src/ui/pageSections/pageSections.ts' },
  'modal-frames': { specifier: '@host/modal-frames', entry: './src/ui/modals/modalFrames.ts' },
  'page-metadata': { specifier: '@host/page-metadata', entry: './src/ui/pageMetadata/pageMetadata.ts' },
  'app-services': { specifier: '@host/app-services', entry: './src/appServices/appServices.ts' },
  'app-update': { specifier: '@host/app-update', entry: './src/appServices/appUpdate.ts' },
} as const satisfies Record<string, { specifier: string; entry: string; critical?: true }>;

export type HostModule = keyof typeof HOST_MODULES;

/** The import-map names of the host modules that are not on the critical path (index.html does not preload them). */
export const lazyHostSpecifiers = (): string[] =>
  Object.values(HOST_MODULES)
    .filter((module) => !('critical' in module))
    .map((module) => module.specifier);
