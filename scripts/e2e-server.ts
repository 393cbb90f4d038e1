/**
 * Starts the built server for the browser tests on a fresh, throwaway data folder.
 * E2E_EMPTY=1 starts it with an empty store (no demo content).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.LOG_REQUESTS = "0";
process.env.ADMIN_EMAIL ??= "admin@e2e.local";
process.env.ADMIN_PASSWORD ??= "e2e-admin-password";
if (process.env.E2E_EMPTY === "1") process.env.SEED_DEMO = "0";
// The audience's counts are written each second, so a spec sees its own visits on the Audience screen at once.
process.env.ANALYTICS_FLUSH_SECONDS ??= "1";
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.once("exit", cleanup);
// E2E_MAILBOX: a real SMTP server (the npm smtp-server) beside the site, writing each message it receives
// as an .eml file into that folder, where the browser tests read the links a visitor would get.
const mailbox = process.env.E2E_MAILBOX;
if (mailbox) {
  fs.rmSync(mailbox, { recursive: true, force: true });
  fs.mkdirSync(mailbox, { recursive: true });
  const { SMTPServer } = await import("smtp-server");
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        fs.writeFileSync(path.join(mailbox, `${String(++n).padStart(4, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  if (address && typeof address === "object") process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;
  process.env.MAIL_POLL_MS = "200";
}
// The production bundle (`npm run build`), as `npm start` runs it: the server the tests check is the one
// shipped, and it starts without compiling TypeScript. A path, not a literal import: before the build
// (typecheck on a fresh clone) the file does not exist.
const bundle = pathToFileURL(path.join(import.meta.dirname, "..", "build", "node", "server.js")).href;
const { startServer } = (await import(bundle)) as typeof import("../server.ts");
await startServer();
