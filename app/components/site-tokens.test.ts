import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COLOR_TOKENS } from "./site-tokens.ts";

const css = fs.readFileSync(path.join(import.meta.dirname, "../styles/site.css"), "utf8");

function tokenValue(token: string): string | undefined {
  const m = css.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`));
  return m?.[1]?.toLowerCase();
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const n = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(n.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("design tokens shown on /design-system", () => {
  it.each(COLOR_TOKENS)("$token matches site.css", ({ token, value }) => {
    expect(tokenValue(token)).toBe(value);
  });

  it.each(COLOR_TOKENS)("its swatch is drawn by a class of its own ($key)", ({ token, key, on }) => {
    const pages = fs.readFileSync(path.join(import.meta.dirname, "../styles/site-pages.css"), "utf8");
    const rule = new RegExp(`\\.swatch-${key} \\{\\s*background: var\\(${token}\\);\\s*color: ${on};\\s*\\}`);
    expect(pages).toMatch(rule);
  });

  it.each(COLOR_TOKENS)("the label on $token is readable (AA, 4.5:1)", ({ value, on }) => {
    expect(contrast(value, on)).toBeGreaterThanOrEqual(4.5);
  });

  it("text colours meet AA on white and on the surface", () => {
    for (const token of ["--c-ink", "--c-ink-soft", "--c-muted", "--c-primary", "--c-accent", "--c-danger"]) {
      const v = tokenValue(token) ?? "";
      expect(contrast(v, "#ffffff"), token).toBeGreaterThanOrEqual(4.5);
      expect(contrast(v, tokenValue("--c-surface") ?? ""), token).toBeGreaterThanOrEqual(4.5);
    }
  });
});
