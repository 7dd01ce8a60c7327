import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox and sends it (or, without SMTP, writes it to the log). */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
}

/**
 * Every message is first written to the outbox table (an admin can see what was sent and what
 * failed). With SMTP_URL it is then sent with nodemailer; without it, it is logged instead.
 */
export function createMailer(opts: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : null;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(outbox)
        .values({ ...message, html: message.html ?? null, status: 'queued' })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!transport) {
        opts.logger.info(
          { mail: { id, to: message.to, subject: message.subject, text: message.text } },
          'email (no SMTP_URL: logged only)',
        );
        await opts.db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, id));
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await opts.db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(outbox.id, id));
        return { delivered: true };
      } catch (err) {
        opts.logger.error({ err, mailId: id }, 'email sending failed');
        await opts.db
          .update(outbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
          .where(eq(outbox.id, id));
        return { delivered: false };
      }
    },
  };
}
