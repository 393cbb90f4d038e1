import type { Dictionary } from "../i18n/dictionaries.ts";

type ColorKey = Exclude<keyof Dictionary["designSystem"]["colors"], "title" | "intro" | "sample">;

/**
 * The colour tokens /design-system shows, with their values as site.css defines them (a unit test
 * keeps the two in step) and the text colour that reads on each swatch.
 */
export const COLOR_TOKENS: ReadonlyArray<{ token: string; key: ColorKey; value: string; on: string }> = [
  { token: "--c-ink", key: "ink", value: "#14201f", on: "#ffffff" },
  { token: "--c-ink-soft", key: "inkSoft", value: "#3d4b4a", on: "#ffffff" },
  { token: "--c-muted", key: "muted", value: "#56635f", on: "#ffffff" },
  { token: "--c-bg", key: "bg", value: "#ffffff", on: "#14201f" },
  { token: "--c-surface", key: "surface", value: "#f4f7f6", on: "#14201f" },
  { token: "--c-border", key: "border", value: "#cdd8d5", on: "#14201f" },
  { token: "--c-primary", key: "primary", value: "#0f5c5d", on: "#ffffff" },
  { token: "--c-primary-strong", key: "primaryStrong", value: "#0a4445", on: "#ffffff" },
  { token: "--c-primary-soft", key: "primarySoft", value: "#dff0ee", on: "#0a4445" },
  { token: "--c-accent", key: "accent", value: "#8a4b00", on: "#ffffff" },
  { token: "--c-accent-bg", key: "accentBg", value: "#fff1dc", on: "#8a4b00" },
  { token: "--c-mint", key: "mint", value: "#7fe0c4", on: "#0c2a2b" },
  { token: "--c-dark", key: "dark", value: "#0c2a2b", on: "#f2fbf8" },
  { token: "--c-focus", key: "focus", value: "#1a73e8", on: "#ffffff" },
  { token: "--c-danger", key: "danger", value: "#a3261b", on: "#ffffff" },
];
