import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { satisfiesRange } from './hostApiRange.ts';

const RANGES = [
  '^2.0.0', '^2.1', '^2', '^0.2.3', '^0.0.3', '^0.0', '^0', '~2.1.0', '~2.1', '~2', '~0.2.3', '2.1.0', '=2.1.0', 'v2.1.0',
  '2.x', '2.1.x', '2.X', '*', 'x', '', '>=2.0.0', '>2.1.0', '>2.1', '<3.0.0', '<=2.1.0', '<=2.1', '>=2.0.0 <3.0.0',
  '>= 2.0.0 < 2.2.0', '1.0.0 - 2.1.0', '1.0.0 - 2.1', '1.x || >=2.5.0', '^1.0.0 || ^3.0.0', '>=1.5.0 <2.0.0 || 2.1.x',
];
const VERSIONS = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.0.0', '1.9.9', '2.0.0', '2.0.9', '2.1.0', '2.1.1', '2.2.0', '2.5.0', '3.0.0', '10.0.0'];

describe('satisfiesRange', () => {
  it('agrees with the semver package on every range plugin manifests use', () => {
    for (const range of RANGES) {
      for (const version of VERSIONS) {
        expect([range, version, satisfiesRange(version, range)]).toEqual([range, version, semver.satisfies(version, range)]);
      }
    }
  });

  it('matches nothing for a range or version it cannot read', () => {
    expect(satisfiesRange('2.0.0', '^two')).toBe(false);
    expect(satisfiesRange('2.0.0', '^2.0.0 || nonsense')).toBe(false);
    expect(satisfiesRange('2.0', '^2.0.0')).toBe(false);
    expect(satisfiesRange('latest', '*')).toBe(false);
  });
});
