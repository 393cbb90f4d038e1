import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { MAILBOX } from "../../../playwright.config.ts";

/**
 * The newest e-mail the site server's SMTP server received for `address` (and matching `match`), waiting
 * for it: scripts/e2e-server.ts writes what it receives into MAILBOX.
 */
export async function mailTo(
  address: string,
  match: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of await readdir(MAILBOX).catch(() => [])) {
          const mail = await simpleParser(await readFile(path.join(MAILBOX, file)));
          const to = mail.to && "text" in mail.to ? mail.to.text : "";
          if (to === address && match(mail)) found = mail;
        }
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The first address in an e-mail's text that matches `pattern` (the link a reader would click). */
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  return pattern.exec(mail.text ?? "")?.[1] ?? "";
}
