import { DATA_INVENTORY } from "../../content/data-inventory.ts";
import type { SchemaColumn } from "../store/privacy-store.server.ts";

/*
 * Which database columns can hold personal data, decided by their names (issue 38), so that a new
 * feature cannot add one without declaring it in the data inventory (app/content/data-inventory.ts):
 * tests/integration/data-inventory.test.ts reads the real schema of both databases and fails on a column
 * that matches a rule below, is not in the inventory, and is not in NOT_PERSONAL with a reason.
 *
 * The rules are wide on purpose: a column that matches and is not personal costs one line in
 * NOT_PERSONAL saying why; a personal column that matched nothing would go unnoticed.
 */

export const PERSONAL_NAME_RULES: ReadonlyArray<{ pattern: RegExp; holds: string }> = [
  { pattern: /e_?mail|addr/, holds: "an e-mail or postal address" },
  {
    pattern: /_by$|^actor$|^(user|person|member|owner|author)(_id)?$|_user_id$/,
    holds: "who a row is about or who did it",
  },
  {
    pattern: /^(name|full_?name|first_?name|last_?name|display_?name|nick(name)?|to|from|recipient|sender)$/,
    holds: "a person's name or a message's parties",
  },
  {
    pattern: /^(message|question|answer|subject|text|html|body|note|comment|feedback|query|search_?terms?)$/,
    holds: "free text someone wrote or was sent",
  },
  {
    pattern: /(^|_)(ip|ips|client|user_?agent|ua|referr?er|device|location|geo|country|city)(_|$)/,
    holds: "a visitor's network address, device or place",
  },
  { pattern: /consent/, holds: "a consent record (with its IP address)" },
  {
    pattern: /token|session|secret|password|jti|(^|_)key$|fingerprint|cookie/,
    holds: "what identifies a person or a browser",
  },
  { pattern: /headers|error/, holds: "mail headers and errors (they name addresses)" },
  { pattern: /phone|mobile|birth|gender|avatar|photo/, holds: "contact or identity details" },
];

/** Columns that match a rule but hold nothing about a person: "table.column" → why. */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  "pages.name": "a page's name (its address)",
  "page_drafts.name": "a page's name",
  "page_revisions.name": "a page's name",
  "page_schedules.name": "a page's name",
  "page_schedules.note": "the change note an editor writes for visitors (published content)",
  "preview_links.name": "a page's name",
  "preview_links.token_hash": "a hash of a preview link's secret: it says nothing of who holds the link",
  "page_search.name": "a page's name",
  "page_tags.name": "a page's name",
  "page_slugs.name": "a page's name",
  "page_sitemap.name": "a page's name",
  "page_reviews.name": "a page's name",
  "machine_translations.name": "a page's name",
  "machine_translations.text":
    "a draft field's text as a model translated it (page content, not about a person)",
  "site_search.name": "a page's name",
  "site_search.body": "a published page's text, as visitors read it",
  "page_links.text": "a link's text in a published page, as visitors read it",
  "media.name": "a stored file's name",
  "settings.key": "a setting's name",
  "assistant_synonyms.key": "a synonym group's name (a word of the site's vocabulary)",
  "kysely_migration.name": "a migration's name",
};

/** The columns the inventory declares, as "table.column". */
export function declaredColumns(): Set<string> {
  const out = new Set<string>();
  for (const item of DATA_INVENTORY)
    for (const place of item.where)
      if (place.kind === "table") for (const column of place.columns) out.add(`${place.table}.${column}`);
  return out;
}

export function looksPersonal(column: string): boolean {
  const name = column.toLowerCase();
  return PERSONAL_NAME_RULES.some((rule) => rule.pattern.test(name));
}

/** Columns of the schema that look personal and are neither in the inventory nor in NOT_PERSONAL. */
export function undeclaredPersonalColumns(columns: readonly SchemaColumn[]): string[] {
  const declared = declaredColumns();
  return columns
    .filter((c) => looksPersonal(c.column))
    .map((c) => `${c.table}.${c.column}`)
    .filter((name) => !declared.has(name) && !(name in NOT_PERSONAL));
}

/**
 * Declarations that name no column of the schema (a table renamed, a column dropped): the inventory
 * must describe the database as it is, not as it was.
 */
export function staleDeclarations(columns: readonly SchemaColumn[]): string[] {
  const present = new Set(columns.map((c) => `${c.table}.${c.column}`));
  return [...declaredColumns(), ...Object.keys(NOT_PERSONAL)].filter((name) => !present.has(name));
}
