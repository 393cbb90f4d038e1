/*
 * The rules of the site's redirects (issue 42; docs/product.md "Addresses"): which addresses may be
 * redirected and to where, how an address is compared (its canonical form), which redirect answers an
 * address, and what a new redirect does to the others (a chain collapses, a loop is refused). Pure: the
 * store applies them in its transactions (app/server/store/repositories/addresses.server.ts), the front
 * door answers with them (app/server/addresses/redirect-table.server.ts) and the editing area checks a
 * form with them before sending it.
 */

export type RedirectMatch = "exact" | "prefix";
export const REDIRECT_MATCHES: readonly RedirectMatch[] = ["exact", "prefix"];

export const REDIRECT_PATH_MAX = 500;

/** Where a redirect came from: a page's address changed (a new slug, a new template), or an editor. */
export type RedirectOrigin = "page" | "editor";

/** A stored redirect, as the store keeps it and the API answers it. */
export interface Redirect {
  id: number;
  /** The old address (its canonical form: canonicalPath). */
  from: string;
  to: string;
  match: RedirectMatch;
  origin: RedirectOrigin;
  /** The page whose old address this is (origin "page"). */
  page: string | null;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}

/** What an editor sends to add or change a redirect. */
export interface RedirectInput {
  from: string;
  to: string;
  match: RedirectMatch;
}

/** An address's 404s over some days: by visitors and by bots, and the last day it answered 404. */
export interface NotFoundCount {
  path: string;
  visitors: number;
  bots: number;
  lastDay: string;
}

/** A redirect as the rules see it: where from (canonical), where to, and how it matches. */
export interface RedirectRule {
  from: string;
  to: string;
  match: RedirectMatch;
}

/** Addresses that are never a visitor's page: the API, the editing area, the build's assets. */
const RESERVED = /^\/(?:api|admin|assets)(?:[/?#]|$)/;

/**
 * An address in one form for comparing: the path alone (no query, no fragment), each segment decoded then
 * encoded again, so `/product/EthicsI%20Audit`, `/product/EthicsI Audit` and `/product/EthicsI%20Audit?x`
 * are one address, and `%C3%A9` is `é`. A segment that is not valid %-encoding is kept as it came.
 */
export function canonicalPath(address: string): string {
  const cut = address.search(/[?#]/);
  const path = cut === -1 ? address : address.slice(0, cut);
  return path
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** Why `from` cannot be redirected, in English for the API (the editing area says it in its language), or undefined. */
export function fromProblem(from: string): string | undefined {
  if (!from.startsWith("/") || from.startsWith("//"))
    return "The old address must be a path of this site, starting with one '/'.";
  if (from.length > REDIRECT_PATH_MAX)
    return `The old address must be at most ${REDIRECT_PATH_MAX} characters.`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(from)) return "The old address must not contain control characters.";
  if (/[?#]/.test(from)) return "The old address is a path: without '?' or '#'.";
  if (from === "/") return "The home page cannot be redirected.";
  if (RESERVED.test(from)) return "Addresses under /api, /admin and /assets cannot be redirected.";
  return undefined;
}

/** Why `to` cannot be a redirect's target, or undefined: a path of this site, or an http(s) address. */
export function toProblem(to: string): string | undefined {
  if (to.length > REDIRECT_PATH_MAX)
    return `The new address must be at most ${REDIRECT_PATH_MAX} characters.`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\s]/.test(to))
    return "The new address must not contain spaces or control characters.";
  if (to.startsWith("/") && !to.startsWith("//")) return undefined;
  if (/^https?:\/\/[^/?#\s]+/i.test(to)) {
    try {
      new URL(to);
      return undefined;
    } catch {
      return "The new address is not a valid URL.";
    }
  }
  return "The new address must be a path of this site (starting with '/') or an http(s) address.";
}

/** Whether `path` (canonical) is answered by `rule`: the same address, or (prefix) one under it. */
export function matches(rule: RedirectRule, path: string): boolean {
  if (rule.match === "exact") return rule.from === path;
  const from = rule.from.endsWith("/") ? rule.from.slice(0, -1) : rule.from;
  return path === from || path.startsWith(`${from}/`);
}

/** Where `rule` sends `path` (which it matches): its target, with what follows the prefix kept. */
export function targetOf(rule: RedirectRule, path: string): string {
  if (rule.match === "exact") return rule.to;
  const from = rule.from.endsWith("/") ? rule.from.slice(0, -1) : rule.from;
  const rest = path.slice(from.length);
  if (!rest) return rule.to;
  const cut = rule.to.search(/[?#]/);
  const base = (cut === -1 ? rule.to : rule.to.slice(0, cut)).replace(/\/+$/, "");
  return `${base}${rest}${cut === -1 ? "" : rule.to.slice(cut)}`;
}

/** The redirect answering `path` (canonical): the exact one, else the longest prefix. */
export function ruleFor<T extends RedirectRule>(rules: readonly T[], path: string): T | undefined {
  let best: T | undefined;
  for (const rule of rules) {
    if (!matches(rule, path)) continue;
    if (rule.match === "exact") return rule;
    if (!best || rule.from.length > best.from.length) best = rule;
  }
  return best;
}

/** Whether a target is on this site (a path), so it can be followed through the other redirects. */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** Redirects followed at most this many times when checking a new one for loops. */
const MAX_HOPS = 20;

/**
 * Where `to` finally leads through `rules` (each hop's canonical path), or "loop" when it comes back to an
 * address it passed, or to `from` (the address the new redirect would answer).
 */
export function finalTarget(rules: readonly RedirectRule[], from: string, to: string): string | "loop" {
  const seen = new Set([from]);
  let target = to;
  for (let hop = 0; hop < MAX_HOPS && isSitePath(target); hop++) {
    const path = canonicalPath(target);
    if (seen.has(path)) return "loop";
    seen.add(path);
    const next = ruleFor(rules, path);
    if (!next) return target;
    target = targetOf(next, path);
  }
  return isSitePath(target) && seen.has(canonicalPath(target)) ? "loop" : target;
}

/**
 * What adding `rule` to `others` stores, or "loop": the rule with its target followed to the end (A→B and
 * B→C store A→C), and the others that led to the rule's address now leading where it leads (X→A becomes
 * X→C). A prefix redirect whose target lies under its own address would answer its own target: a loop.
 */
export function withRule<T extends RedirectRule>(
  others: readonly T[],
  rule: RedirectRule,
): { rule: RedirectRule; retargeted: T[] } | "loop" {
  if (rule.match === "prefix" && isSitePath(rule.to) && matches(rule, canonicalPath(rule.to))) return "loop";
  const to = finalTarget(others, rule.from, rule.to);
  if (to === "loop") return "loop";
  const collapsed = { ...rule, to };
  const retargeted = others
    .filter((o) => o.match === "exact" && isSitePath(o.to) && matches(collapsed, canonicalPath(o.to)))
    .map((o) => ({ ...o, to: targetOf(collapsed, canonicalPath(o.to)) }));
  // A retargeted redirect that would now answer its own address (X→A, A→X) goes instead of looping.
  return { rule: collapsed, retargeted: retargeted.filter((o) => canonicalPath(o.to) !== o.from) };
}
