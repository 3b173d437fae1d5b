// `npm run operator -- mails`: the mails the reference platform sent players (bff/mailOutbox.ts), newest first, with
// their links, so that a demo's player can follow an activation or password-reset link. A real operator's mail
// service sends these; the reference platform only keeps them.
import { MailOutbox } from '../bff/mailOutbox.ts';
import type { OperatorCommand } from './operatorCommand.ts';
import { DEFAULT_STATE_DIR, readRecords, shownTime, STATE_DIR_USAGE } from './operatorRecords.ts';

const usage = `[--to <e-mail>] [--realm <realm>] ${STATE_DIR_USAGE}`;

/** The newest mails shown; older ones stay in the outbox until its retention drops them. */
export const MAILS_SHOWN = 20;

export const mailsCommand: OperatorCommand = {
  usage,
  summary: "lists the newest mails the platform sent players (to one recipient with --to), with their links; --realm reads another realm's (a test scenario's is {BFF_REALM}|{scenario})",
  options: { to: { type: 'string' }, realm: { type: 'string' }, 'state-dir': { type: 'string' } },
  run({ positionals, values }, context) {
    if (positionals.length > 0) {
      context.printError(`usage: npm run operator -- mails ${usage}`);
      return 2;
    }
    const stateDir = typeof values['state-dir'] === 'string' ? values['state-dir'] : DEFAULT_STATE_DIR;
    const realm = typeof values.realm === 'string' ? values.realm : '';
    const to = typeof values.to === 'string' ? values.to.trim().toLowerCase() : undefined;
    return readRecords(context, stateDir, async (database, source) => {
      const mails = (await new MailOutbox(database).sentTo(realm, to)).slice(0, MAILS_SHOWN);
      if (mails.length === 0) {
        context.print(`no mails sent${to ? ` to ${to}` : ''} (${source})`);
        return 0;
      }
      context.print(`mails sent to players, newest first (${source}; times in UTC; the links are paths on the domain the player used):`);
      for (const mail of mails) {
        context.print(`  ${shownTime(mail.at)}  ${mail.to}  ${mail.kind}`);
        for (const [name, link] of Object.entries(mail.links)) context.print(`    ${name}: ${link}`);
      }
      return 0;
    });
  },
};
