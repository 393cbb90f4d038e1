import { createHmac, timingSafeEqual } from "node:crypto";
import { settingSecret } from "../api/setting-secret.server.ts";
import type { Store, User } from "../store/store.server.ts";

/*
 * Links to choose a password (a reset, or an invitation). The token names the account and its expiry and
 * is signed together with the account's current password hash: no table, and it works once, because the
 * chosen password changes the hash it was signed with.
 */

export interface PasswordLinks {
  /** The token for `user`, valid for `ttlMs`. */
  token(user: Pick<User, "email" | "passwordHash">, ttlMs: number): Promise<string>;
  /** The account a token is good for, or undefined (forged, expired, or already used). */
  check(token: string): Promise<User | undefined>;
}

export function passwordLinks(store: Pick<Store, "setSettingIfAbsent" | "getUserByEmail">): PasswordLinks {
  const secret = settingSecret(store, "reset_secret");
  const signature = async (email: string, expires: number, passwordHash: string) =>
    createHmac("sha256", await secret())
      .update(`reset\n${email}\n${expires}\n${passwordHash}`)
      .digest("base64url");
  return {
    async token(user, ttlMs) {
      const expires = Math.floor((Date.now() + ttlMs) / 1000);
      const claim = Buffer.from(JSON.stringify({ e: user.email, x: expires })).toString("base64url");
      return `${claim}.${await signature(user.email, expires, user.passwordHash)}`;
    },
    async check(token) {
      const [claim = "", given = ""] = token.split(".");
      let parsed: { e?: unknown; x?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(claim, "base64url").toString("utf8")) as typeof parsed;
      } catch {
        return undefined;
      }
      if (typeof parsed.e !== "string" || typeof parsed.x !== "number" || parsed.x * 1000 < Date.now())
        return undefined;
      const user = await store.getUserByEmail(parsed.e);
      if (!user) return undefined;
      const expected = Buffer.from(await signature(user.email, parsed.x, user.passwordHash));
      const sent = Buffer.from(given);
      return expected.length === sent.length && timingSafeEqual(expected, sent) ? user : undefined;
    },
  };
}
