import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.server.ts";
import type { OutgoingMail } from "../store/messaging-store.server.ts";
import { mailFolder } from "./mail-files.server.ts";

/*
 * Where e-mail leaves the site: an SMTP server (SMTP_URL, through nodemailer), or, without one, an .eml file
 * per message under DATA_DIR/mail/ (the admins are told that mail is not being sent). Only the mail
 * worker (mail-worker.server.ts) calls it: a request never waits for a mail server.
 */

export interface Mailer {
  mode: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer (~5 MB resident) is loaded when the worker first has a message to send: most copies of the
 * site, most of the time, send nothing.
 */
function lazyTransport(options: string | Record<string, unknown>) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import("nodemailer").then((m) => m.default.createTransport(options))),
    close: () =>
      void made?.then(
        (t) => t.close(),
        () => undefined,
      ),
  };
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  const message = (mail: OutgoingMail) => ({
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers: mail.headers ?? {},
  });
  if (config.smtpUrl) {
    const transport = lazyTransport(config.smtpUrl);
    return {
      mode: "smtp",
      async send(mail) {
        await (await transport.get()).sendMail(message(mail));
      },
      close: transport.close,
    };
  }
  const folder = mailFolder(config.dataDir);
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    mode: "files",
    async send(mail) {
      const info = await (await transport.get()).sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(
        path.join(folder, `${stamp}-${randomUUID().slice(0, 8)}-${mail.kind}.eml`),
        info.message as Buffer,
      );
    },
    close: transport.close,
  };
}
