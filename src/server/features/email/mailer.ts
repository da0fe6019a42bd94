/**
 * Outgoing mail through nodemailer: SMTP when `SMTP_URL` is set, otherwise each message is
 * written as an `.eml` file into `MAIL_DIR` (default `$DATA_DIR/mail`) so an administrator can
 * open it in a mail program. Nothing here logs a recipient address or a message body.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** One email ready to send. `headers` are extra header lines (e.g. List-Unsubscribe-Post). */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Absolute URL for the List-Unsubscribe header (RFC 2369/8058). */
  unsubscribeUrl: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** 'smtp' or 'files' (the .eml fallback). */
  kind: 'smtp' | 'files';
  /**
   * Sends one email.
   * @returns the `.eml` path for the file fallback, undefined for SMTP
   * @throws whatever the transport throws (connection refused, recipient rejected…)
   */
  send(email: OutgoingEmail): Promise<{ file?: string }>;
  /** Closes pooled SMTP connections. */
  close(): void;
};

/**
 * Creates the mailer for a configuration and logs once where email goes.
 * @param config the `email` part of the server configuration
 * @param log logger; the .eml folder is logged at info once, each file at debug
 */
export function createMailer(config: Config['email'], log: FastifyBaseLogger): Mailer {
  const message = (email: OutgoingEmail) => ({
    from: config.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    list: { unsubscribe: email.unsubscribeUrl },
    headers: {
      // RFC 8058: the mail provider may POST "List-Unsubscribe=One-Click" to the URL above.
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // RFC 3834: no auto-replies (vacation messages) to this notification.
      'Auto-Submitted': 'auto-generated',
      ...email.headers,
    },
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    log.info({ smtp: new URL(config.smtpUrl).host }, 'email notifications are sent through SMTP');
    return {
      kind: 'smtp',
      send: async (email) => {
        await transport.sendMail(message(email));
        return {};
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  log.info({ folder: config.mailDir }, 'no SMTP_URL set: email notifications are written as .eml files to this folder');
  return {
    kind: 'files',
    send: async (email) => {
      const info = await transport.sendMail(message(email));
      await mkdir(config.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.debug({ file }, 'email written');
      return { file };
    },
    close: () => transport.close(),
  };
}
