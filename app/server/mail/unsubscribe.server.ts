import { createHmac, timingSafeEqual } from "node:crypto";
import { settingSecret } from "../api/setting-secret.server.ts";
import type { Store } from "../store/store.server.ts";

/**
 * Unsubscribe links: the subscriber's id and an HMAC of it (nothing stored per subscriber), the same in
 * every copy (the secret is in the settings table).
 */
export function unsubscribeLinks(store: Pick<Store, "setSettingIfAbsent">) {
  const secret = settingSecret(store, "forms_secret");
  const token = async (id: number) =>
    createHmac("sha256", await secret())
      .update(`unsubscribe:${id}`)
      .digest("base64url");
  return {
    url: async (base: string, id: number) =>
      `${base}/api/newsletter/unsubscribe?id=${id}&token=${await token(id)}`,
    async check(id: number, given: string): Promise<boolean> {
      const expected = Buffer.from(await token(id));
      const sent = Buffer.from(given);
      return expected.length === sent.length && timingSafeEqual(expected, sent);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
