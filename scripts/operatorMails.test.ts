// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MailOutbox } from '../bff/mailOutbox.ts';
import { openTestDatabase } from '../tests/support/databaseTemplate.ts';
import { runOperator } from './operator.ts';

async function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(argv, { database: await openTestDatabase(), print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out, err: err.join('\n') };
}

describe('npm run operator -- mails', () => {
  it("prints a realm's newest mails with their links, to one recipient with --to", async () => {
    const realm = `mails-${randomUUID()}`;
    const outbox = new MailOutbox(await openTestDatabase(), { keepsTokens: true });
    await outbox.send(realm, { to: 'ada@example.com', kind: 'activate', links: { action: '/en/user/activate?token=a&expires=1', unsubscribe: '/en/user/stopnewsletter?token=b&expires=1' } });
    await outbox.send(realm, { to: 'bob@example.com', kind: 'passwordreset', links: { action: '/en/user/passwordreset?token=c&expires=1' } });

    const all = await operator('mails', '--realm', realm);
    expect(all.code).toBe(0);
    expect(all.out.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim().split(/\s{2,}/).slice(1))).toEqual([
      ['bob@example.com', 'passwordreset'],
      ['ada@example.com', 'activate'],
    ]);
    const ada = await operator('mails', '--realm', realm, '--to', 'ADA@example.com');
    expect(ada.out.slice(1).map((line) => line.trim())).toEqual([expect.stringMatching(/ada@example\.com {2}activate$/), 'action: /en/user/activate?token=a&expires=1', 'unsubscribe: /en/user/stopnewsletter?token=b&expires=1']);
    expect((await operator('mails', '--realm', realm, '--to', 'nobody@example.com')).out).toEqual([expect.stringMatching(/^no mails sent to nobody@example\.com/)]);
  });

  it('refuses an extra argument with its usage', async () => {
    const refused = await operator('mails', 'ada@example.com');
    expect([refused.code, refused.err]).toEqual([2, expect.stringContaining('usage: npm run operator -- mails')]);
  });
});
