// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../tests/support/databaseTemplate.ts';
import { EXPIRED_LINKS_KEPT_S, MailLinks } from './mailLinks.ts';
import { MAIL_RETENTION, MailOutbox } from './mailOutbox.ts';

const database = testDatabase();
afterAll(() => database.close());

describe('the one-time links of the mails to players', () => {
  let nowMs = Date.UTC(2026, 10, 1);
  const links = new MailLinks(database, () => nowMs);

  it('work once, for their purpose and realm only', async () => {
    const { token, expiresAt } = await links.issue('realm-a', 'user-1', 'activate', 3600);
    expect(expiresAt).toBe(nowMs / 1000 + 3600);
    const acted: string[] = [];
    const act = async (userId: string) => acted.push(userId);
    expect(await links.redeem('realm-b', 'activate', token, act)).toBe('unknown');
    expect(await links.redeem('realm-a', 'confirm', token, act)).toBe('unknown');
    expect(await links.redeem('realm-a', 'activate', `${token}x`, act)).toBe('unknown');
    expect(await links.redeem('realm-a', 'activate', token, act)).toEqual({ result: 1 });
    expect(await links.redeem('realm-a', 'activate', token, act)).toBe('unknown');
    expect(acted).toEqual(['user-1']);
  });

  it('stop working when they expire, and say so for a week', async () => {
    const { token } = await links.issue('realm-a', 'user-2', 'passwordreset', 60);
    nowMs += 60_000;
    expect(await links.redeem('realm-a', 'passwordreset', token, async () => 'reset')).toBe('expired');
    expect(await links.redeem('realm-a', 'passwordreset', token, async () => 'reset')).toBe('expired');
    nowMs += EXPIRED_LINKS_KEPT_S * 1000;
    await links.issue('realm-a', 'user-9', 'activate', 60);
    expect(await links.redeem('realm-a', 'passwordreset', token, async () => 'reset')).toBe('unknown');
  });

  it('stay usable when what they do fails on the way', async () => {
    const { token } = await links.issue('realm-a', 'user-3', 'stopnewsletter', 60);
    await expect(links.redeem('realm-a', 'stopnewsletter', token, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await links.redeem('realm-a', 'stopnewsletter', token, async () => 'stopped')).toEqual({ result: 'stopped' });
  });

  it('keep only the hash of a token', async () => {
    const { token } = await links.issue('realm-c', 'user-4', 'activate', 60);
    const rows = await database.query<{ token_hash: string }>("SELECT token_hash FROM core_mail_link WHERE realm = 'realm-c'");
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
  });
});

describe('the outbox', () => {
  const outbox = new MailOutbox(database, { keepsTokens: true });

  it("answers a realm's mails to a recipient, newest first", async () => {
    await outbox.send('outbox-a', { to: 'ada@example.com', kind: 'activate', links: { action: '/en/user/activate?token=1' } });
    await outbox.send('outbox-a', { to: 'bob@example.com', kind: 'confirm', links: { action: '/en/user/confirm?token=2' } });
    await outbox.send('outbox-a', { to: 'ada@example.com', kind: 'confirm', links: { action: '/en/user/confirm?token=3' } });
    await outbox.send('outbox-b', { to: 'ada@example.com', kind: 'activate', links: { action: '/en/user/activate?token=4' } });
    expect((await outbox.sentTo('outbox-a', 'ada@example.com')).map((mail) => mail.links.action)).toEqual(['/en/user/confirm?token=3', '/en/user/activate?token=1']);
    expect(await outbox.sentTo('outbox-a')).toHaveLength(3);
  });

  it("shows each mail it kept to whoever asked to see them (the dev server's log)", async () => {
    const seen: string[] = [];
    await new MailOutbox(database, { keepsTokens: true, shown: (mail) => seen.push(`${mail.to} ${mail.kind}`) }).send('outbox-d', { to: 'dev@example.com', kind: 'activate', links: {} });
    expect(seen).toEqual(['dev@example.com activate']);
  });

  it('keeps no live token outside test and dev mode, and finds a recipient whatever the case', async () => {
    await new MailOutbox(database, { keepsTokens: false }).send('outbox-e', { to: 'Ada@Example.com', kind: 'passwordreset', links: { action: '/en/user/passwordreset#token=abc-DEF_123' } });
    const [kept] = await outbox.sentTo('outbox-e', 'ADA@example.com');
    expect(kept.links.action).toBe('/en/user/passwordreset#token=…');
    expect(JSON.stringify(await database.query("SELECT links FROM core_mail WHERE realm = 'outbox-e'"))).not.toContain('abc-DEF_123');
  });

  it("keeps a realm's newest mails only", async () => {
    for (let index = 0; index <= MAIL_RETENTION.keptPerRealm; index += 1) await database.query("INSERT INTO core_mail (realm, recipient, kind, links) VALUES ('outbox-c', 'x@example.com', 'activate', '{}')");
    await outbox.send('outbox-c', { to: 'x@example.com', kind: 'confirm', links: {} });
    const kept = await outbox.sentTo('outbox-c');
    expect(kept).toHaveLength(MAIL_RETENTION.keptPerRealm);
    expect(kept[0].kind).toBe('confirm');
  });
});
