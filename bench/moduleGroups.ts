// The first route's scripts by what they are (React and React DOM, react-router, i18next, SystemJS, kernel, SDK, each
// plugin…), from the import map of the build: where the bytes go, printed with every run.

/** The part of dist/host.json that names each module's file. */
export interface HostImportMap {
  importMap: { imports: Record<string, string> };
  system: { url: string };
}

const REACT = 'React + React DOM';
const REDUX = 'redux + react-redux';
/** Shared libraries grouped as the figures name them; another library is a group of its own, by its name. */
const LIBRARY_GROUP: Readonly<Record<string, string>> = {
  react: REACT,
  'react/jsx-runtime': REACT,
  'react-dom': REACT,
  'react-dom/client': REACT,
  'react-router': 'react-router',
  'react-router-dom': 'react-router',
  i18next: 'i18next',
  redux: REDUX,
  'react-redux': REDUX,
};
const HOST_GROUP: Readonly<Record<string, string>> = { '@host/kernel': 'kernel', '@host/sdk': 'SDK' };
/** The libraries and the host first, in this order; then the plugins and the rest, largest first. */
const GROUP_ORDER = [REACT, 'react-router', 'i18next', REDUX, 'SystemJS', 'kernel', 'SDK'];
const PLUGIN_SCRIPT = /^\/plugins\/([^/]+)\//;

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const pluginGroupOf = (path: string) => {
  const pluginId = PLUGIN_SCRIPT.exec(path)?.[1];
  return pluginId ? `${pluginId} plugin` : 'other';
};

/**
 * The group of a script by its path. A file the import map names is its module's; a host module's other files (its
 * lazy chunks) live in its folder; a plugin's files under /plugins/<id>/.
 */
export function moduleGroupOf(build: HostImportMap): (path: string) => string {
  const byUrl = new Map<string, string>([[build.system.url, 'SystemJS']]);
  const byFolder = new Map<string, string>();
  for (const [specifier, url] of Object.entries(build.importMap.imports)) {
    const isHostModule = specifier.startsWith('@host/');
    const group = LIBRARY_GROUP[specifier] ?? HOST_GROUP[specifier] ?? (isHostModule ? specifier.slice('@host/'.length) : specifier);
    // Aliases (redux-saga/effects, react-router-dom) name the same file after its library: the first name stays.
    if (!byUrl.has(url)) byUrl.set(url, group);
    if (isHostModule) byFolder.set(folderOf(url), group);
  }
  return (path) => byUrl.get(path) ?? byFolder.get(folderOf(path)) ?? pluginGroupOf(path);
}

export interface GroupBytes {
  group: string;
  bytes: number;
}

/** Each group's bytes, the named groups in GROUP_ORDER first. */
export function bytesByGroup(scripts: ReadonlyArray<{ path: string; bytes: number }>, groupOf: (path: string) => string): GroupBytes[] {
  const totals = new Map<string, number>();
  for (const { path, bytes } of scripts) {
    const group = groupOf(path);
    totals.set(group, (totals.get(group) ?? 0) + bytes);
  }
  const rank = (group: string) => (GROUP_ORDER.includes(group) ? GROUP_ORDER.indexOf(group) : GROUP_ORDER.length);
  return [...totals].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => rank(a.group) - rank(b.group) || b.bytes - a.bytes);
}

/** "React + React DOM 69.6, react-router 30.5, … KiB" (gzip KiB, one decimal). */
export const describeGroups = (groups: readonly GroupBytes[]): string => `${groups.map(({ group, bytes }) => `${group} ${(bytes / 1024).toFixed(1)}`).join(', ')} KiB`;
