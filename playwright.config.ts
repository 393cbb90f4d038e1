import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./scripts/support.ts";

export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const EMPTY_PORT = PORT + 1;
/** The editing area's specs get a seeded server of their own: pages they add never shift public counts. */
export const ADMIN_PORT = PORT + 2;
/** Where the site server's SMTP server (started beside it, scripts/e2e-server.ts) drops what it receives. */
export const MAILBOX = path.join(os.tmpdir(), `simbiosis-e2e-mailbox-${PORT}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker more than cores: the specs wait on the servers and the browser part of the time. On the
  // 2-core CI machine: 2 workers 252 s at 85 % CPU, 3 workers 230 s at 96 %, 4 workers 234 s.
  workers: os.availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    // A browser in neither of the site's languages: no "This page is available in English" notice appears by
    // chance (it floats over the page); the specs that test it choose their visitor's language.
    locale: "fr-FR",
    // The headless shell (scripts/support.ts); the specs of Chromium's PDF viewer ask for the whole browser.
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "site", testIgnore: /admin-.*\.spec\.ts/ },
    { name: "admin", testMatch: /admin-.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${ADMIN_PORT}` } },
  ],
  // The three servers start side by side (scripts/e2e-servers.ts): the site with its SMTP server, an empty
  // store, and the editing area's.
  webServer: {
    command: "node scripts/e2e-servers.ts",
    env: {
      E2E_SERVERS: JSON.stringify([
        { PORT: String(PORT), E2E_MAILBOX: MAILBOX, CONTACT_TO: "equipo@e2e.local" },
        { PORT: String(EMPTY_PORT), E2E_EMPTY: "1" },
        { PORT: String(ADMIN_PORT) },
      ]),
      HOST: "127.0.0.1",
    },
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
