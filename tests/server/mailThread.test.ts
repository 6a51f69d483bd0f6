/**
 * The mail thread (src/server/mail/mailThread.ts): an email handed to it arrives rendered, and on
 * Linux it is rendered and sent on a thread of lower priority, the process's own threads left as
 * they were, so that a busy shop answers its requests first; it begins no email after its try's
 * time has run out, and a retry of an email still being sent does not send it twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { startMailThread } from '../../src/server/mail/mailThread';
import { mailbox } from './support/mailCatcher';

/** Each thread of this process and its nice value (`/proc/self/task/<tid>/stat`, field 19). */
function niceByThread(): Map<string, number> {
  const threads = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      threads.set(task, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return threads;
}

it.runIf(process.platform === 'linux')(
  'sends a rendered email from a thread of lower priority, and leaves the process’s own threads as they were',
  async () => {
    const before = niceByThread();
    const sender = startMailThread({
      smtpUrl: `smtp://127.0.0.1:${inject('mailSmtpPort')}`,
      from: 'Toolshop <shop@toolshop.test>',
    });
    try {
      await sender.send(
        {
          kind: 'verifyEmail',
          link: 'http://shop.toolshop.test/verify?token=nice',
          shopUrl: 'http://shop.toolshop.test',
        },
        {
          to: 'mail-thread@toolshop.test',
          messageId: '<mail-thread-test@toolshop.test>',
          sendBy: Date.now() + 60_000,
        },
      );
      const email = await mailbox(inject('mailWebPort')).waitFor('mail-thread@toolshop.test', () => true);
      expect(email.html).toContain('http://shop.toolshop.test/verify?token=nice');
      expect(email.text).toContain('http://shop.toolshop.test/verify?token=nice');

      const after = niceByThread();
      const added = [...after].filter(([task]) => !before.has(task)).map(([, nice]) => nice);
      expect(added).toContain(10);
      for (const [task, nice] of before) {
        if (after.has(task)) expect(after.get(task)).toBe(nice);
      }

      // An email that reaches the thread after its try ran out is not sent by that try: the outbox
      // counts the try as failed and sends it with the next, once.
      const late = sender.send(
        {
          kind: 'verifyEmail',
          link: 'http://shop.toolshop.test/verify?token=late',
          shopUrl: 'http://shop.toolshop.test',
        },
        {
          to: 'mail-thread-late@toolshop.test',
          messageId: '<mail-thread-late@toolshop.test>',
          sendBy: Date.now() - 1,
        },
      );
      await expect(late).rejects.toThrow(/not begun within its try/);
      await sender.send(
        {
          kind: 'verifyEmail',
          link: 'http://shop.toolshop.test/verify?token=after',
          shopUrl: 'http://shop.toolshop.test',
        },
        {
          to: 'mail-thread-late@toolshop.test',
          messageId: '<mail-thread-after@toolshop.test>',
          sendBy: Date.now() + 60_000,
        },
      );
      const inbox = mailbox(inject('mailWebPort'));
      await inbox.waitFor('mail-thread-late@toolshop.test', () => true);
      expect((await inbox.emails('mail-thread-late@toolshop.test')).map((email) => email.messageId)).toEqual([
        'mail-thread-after@toolshop.test',
      ]);

      // A try handed over while an earlier try of the same email is still being sent (the outbox
      // gave up waiting for it) waits for that one and answers that it went: the email arrives once.
      const again = {
        to: 'mail-thread-again@toolshop.test',
        messageId: '<mail-thread-again@toolshop.test>',
        sendBy: Date.now() + 60_000,
      };
      const verify = {
        kind: 'verifyEmail',
        link: 'http://shop.toolshop.test/verify?token=again',
        shopUrl: 'http://shop.toolshop.test',
      } as const;
      await Promise.all([sender.send(verify, again), sender.send(verify, again)]);
      await sender.send(verify, { ...again, messageId: '<mail-thread-again-last@toolshop.test>' });
      await inbox.waitFor('mail-thread-again@toolshop.test', (email) => email.messageId.includes('last'));
      expect(
        (await inbox.emails('mail-thread-again@toolshop.test')).map((email) => email.messageId).sort(),
      ).toEqual(['mail-thread-again-last@toolshop.test', 'mail-thread-again@toolshop.test']);
    } finally {
      await sender.close();
    }
  },
);
