import { describe, expect, it } from 'vitest';
import { roleFrom, trustProxyFrom } from './serverRole.ts';

describe('the role of a server', () => {
  it('is embedded by default, else what --role or ROLE names, the flag first', () => {
    expect(roleFrom([], {})).toBe('embedded');
    expect(roleFrom(['--role', 'shell'], {})).toBe('shell');
    expect(roleFrom(['--dev', '--role=platform'], {})).toBe('platform');
    expect(roleFrom([], { ROLE: 'platform' })).toBe('platform');
    expect(roleFrom(['--role', 'shell'], { ROLE: 'platform' })).toBe('shell');
  });

  it('refuses a role that does not exist, so a typo never starts the wrong server', () => {
    expect(() => roleFrom(['--role', 'shel'], {})).toThrow('unknown role "shel": one of embedded, shell, platform');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing unset, empty or 0; a number is a hop count, anything else a list of addresses', () => {
    expect([undefined, '', ' ', '0'].map(trustProxyFrom)).toEqual([false, false, false, false]);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
  });
});
