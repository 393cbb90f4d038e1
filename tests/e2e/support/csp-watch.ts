import type { Page } from "@playwright/test";

/**
 * Records every Content-Security-Policy violation the page reports (the browser blocked a script, a style
 * block or a style attribute), from the first byte of every document the page opens.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || "inline"} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** The policy has no 'unsafe-inline' anywhere, and lists a hash for styles and for scripts. */
export const STRICT_PAGE_CSP =
  /^(?!.*unsafe-inline)(?=.*script-src 'self' 'sha256-)(?=.*style-src 'self'( 'sha256-[^']+')*;)/;
