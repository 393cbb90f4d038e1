import { randomBytes } from "node:crypto";
import type { Store } from "../store/store.server.ts";

/**
 * A secret kept in the settings table (so every copy shares it), made on first use. Read when a request
 * needs it, never at start: a server closed right after starting has no query left behind. A failed read is
 * tried again by the next request.
 */
export function settingSecret(store: Pick<Store, "setSettingIfAbsent">, key: string): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= store.setSettingIfAbsent(key, randomBytes(32).toString("hex")).catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
