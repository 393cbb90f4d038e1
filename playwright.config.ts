import { defineConfig } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const EMPTY_PORT = PORT + 1;

/** Chromium from Debian (Playwright's own download cannot run here). */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: "node scripts/e2e-server.ts",
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: { PORT: String(PORT), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node scripts/e2e-server.ts",
      url: `http://127.0.0.1:${EMPTY_PORT}/api/health`,
      env: { PORT: String(EMPTY_PORT), HOST: "127.0.0.1", E2E_EMPTY: "1" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
