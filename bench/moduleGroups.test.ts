import { describe, expect, it } from 'vitest';
import { bytesByGroup, describeGroups, moduleGroupOf } from './moduleGroups.ts';

const build = {
  importMap: {
    imports: {
      react: '/shared/react.1.js',
      'react/jsx-runtime': '/shared/react_jsx-runtime.2.js',
      'react-dom': '/shared/react-dom.3.js',
      'react-dom/client': '/shared/react-dom_client.4.js',
      'react-router': '/shared/react-router.5.js',
      'react-router-dom': '/shared/react-router.5.js',
      i18next: '/shared/i18next.6.js',
      redux: '/shared/redux.7.js',
      'react-redux': '/shared/react-redux.8.js',
      'redux-saga': '/shared/redux-saga.9.js',
      'redux-saga/effects': '/shared/redux-saga.9.js',
      '@host/kernel': '/kernel/kernel.a.js',
      '@host/sdk': '/sdk/sdk.b.js',
      '@host/page-sections': '/page-sections/page-sections.c.js',
    },
  },
  system: { url: '/system/s.d.min.js' },
};

describe('the first route by module group', () => {
  const groupOf = moduleGroupOf(build);

  it('names each script by the module the import map gives it, its chunks by their folder, plugins by id', () => {
    expect(groupOf('/shared/react-dom_client.4.js')).toBe('React + React DOM');
    expect(groupOf('/shared/react-router.5.js')).toBe('react-router');
    expect(groupOf('/shared/redux-saga.9.js')).toBe('redux-saga');
    expect(groupOf('/system/s.d.min.js')).toBe('SystemJS');
    expect(groupOf('/kernel/kernel.a.js')).toBe('kernel');
    expect(groupOf('/kernel/chunk-12.js')).toBe('kernel');
    expect(groupOf('/page-sections/page-sections.c.js')).toBe('page-sections');
    expect(groupOf('/plugins/sports/0.1.0-abc/index.js')).toBe('sports plugin');
    expect(groupOf('/shared/unknown-chunk.js')).toBe('other');
  });

  it('sums each group, the libraries and the host in a fixed order, then the rest largest first', () => {
    const scripts = [
      { path: '/plugins/account/1/index.js', bytes: 2048 },
      { path: '/kernel/kernel.a.js', bytes: 10240 },
      { path: '/shared/react.1.js', bytes: 4096 },
      { path: '/plugins/sports/1/index.js', bytes: 4096 },
      { path: '/shared/react-dom.3.js', bytes: 8192 },
      { path: '/system/s.d.min.js', bytes: 3072 },
      { path: '/plugins/sports/1/home.js', bytes: 1024 },
    ];
    const groups = bytesByGroup(scripts, groupOf);
    expect(groups).toEqual([
      { group: 'React + React DOM', bytes: 12288 },
      { group: 'SystemJS', bytes: 3072 },
      { group: 'kernel', bytes: 10240 },
      { group: 'sports plugin', bytes: 5120 },
      { group: 'account plugin', bytes: 2048 },
    ]);
    expect(describeGroups(groups)).toBe('React + React DOM 12.0, SystemJS 3.0, kernel 10.0, sports plugin 5.0, account plugin 2.0 KiB');
  });
});
