import type { Kysely } from "kysely";
import type { Dialect } from "../migrations.server.ts";
import type { Database } from "../schema.server.ts";
import type { ChangeLog } from "./change-feed.server.ts";

/**
 * What every repository takes: one connection (Kysely over SQLite or PostgreSQL), which one it is, and the
 * record of content changes that every write of a page adds to in its own transaction. A write that spans
 * repositories (a save: the page, its history, its search rows and tags, its change) is one transaction
 * opened on `db` and handed to each part.
 */
export interface StoreContext {
  readonly db: Kysely<Database>;
  readonly kind: Dialect;
  readonly changes: ChangeLog;
}

/** Every type of a union at once: A | B → A & B. */
type AllOf<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * One object answering every part's methods, each bound to its part: the `Store` the rest of the code
 * sees. A part is a repository (its class's methods: helpers are `#private`, so they stay out) or a plain
 * object (its own members). Two parts answering one name is a mistake, refused at once.
 */
export function facade<Parts extends readonly object[]>(...parts: Parts): AllOf<Parts[number]> {
  const joined: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of membersOf(part)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Two parts of the store answer "${name}".`);
      joined[name] = typeof value === "function" ? (value as () => unknown).bind(part) : value;
    }
  }
  return joined as AllOf<Parts[number]>;
}

/** A plain object's own members; a class instance's methods (up its prototypes, the nearest first). */
function membersOf(part: object): Map<string, unknown> {
  const proto = Object.getPrototypeOf(part) as object | null;
  if (proto === Object.prototype) return new Map(Object.entries(part));
  const members = new Map<string, unknown>();
  for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const name of Object.getOwnPropertyNames(p)) {
      const { value } = Object.getOwnPropertyDescriptor(p, name) ?? {};
      if (name !== "constructor" && typeof value === "function" && !members.has(name))
        members.set(name, value);
    }
  }
  return members;
}
