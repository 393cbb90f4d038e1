import { createHmac } from "node:crypto";
import { DATA_INVENTORY, retentionText, type InventoryContext } from "../../content/data-inventory.ts";
import type { Lang } from "../../content/page-model.ts";
import type { ErasureResult, PersonalDataExport, PrivacyRecord } from "../../content/personal-data.ts";
import { settingSecret } from "../api/setting-secret.server.ts";
import type { MailFiles } from "../mail/mail-files.server.ts";
import { LastAdminError } from "../store/privacy-store.server.ts";
import type { Store } from "../store/store.server.ts";

/*
 * A person's data on request (GDPR arts. 15, 17 and 20; issue 38): everything the site keeps about one
 * e-mail address, as one JSON document, and its erasure from every table and mail file. Each export and
 * erasure leaves a record with a keyed hash of the address (HMAC-SHA256 under a secret kept in the
 * settings, as the assistant keys its visitors' hashes), never the address, so the site can show it acted.
 */

/**
 * The secrets of the links in e-mails (password, confirmation, unsubscribe and request tokens) replaced by
 * "[…]": a copy shows what was sent, but hands nobody a link that still works (an admin must not be able
 * to use a person's password link).
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(/([?&](?:token|reset|request|key|secret)=)[^\s&"'<>]+/gi, "$1[…]");
}

/** Who asked: an admin (their address) in the editing area, or the person through the e-mailed link. */
export type Requester = { via: "admin"; actor: string } | { via: "visitor" };

export function privacyService(
  store: Store,
  options: { mailFiles: MailFiles; inventory: () => InventoryContext },
) {
  const secret = settingSecret(store, "privacy_secret");
  const { mailFiles } = options;

  /** The address as records keep it: a keyed hash, the same in every copy (the secret is in the settings). */
  async function subjectOf(email: string): Promise<string> {
    return createHmac("sha256", await secret())
      .update(email.trim().toLowerCase())
      .digest("hex");
  }

  const actorOf = (who: Requester) => (who.via === "admin" ? who.actor : null);

  return {
    subjectOf,

    /** Everything kept about the address (recorded as an export: showing it is handing it over). */
    async exportData(email: string, lang: Lang, who: Requester): Promise<PersonalDataExport> {
      const [{ rows, pagesMentioning }, files, subject] = await Promise.all([
        store.personalData(email),
        mailFiles.mentioning(email),
        subjectOf(email),
      ]);
      if (files.length) rows["mail-files"] = files.map((file) => ({ file }));
      const mail = rows["mail-queue"];
      if (mail)
        rows["mail-queue"] = mail.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([k, v]) => [k, typeof v === "string" ? withoutLinkSecrets(v) : v]),
          ),
        );
      const ctx = options.inventory();
      const items = DATA_INVENTORY.filter((item) => rows[item.id]?.length).map((item) => ({
        id: item.id,
        title: item.title[lang],
        retention: retentionText(item.retention, ctx, lang),
        rows: rows[item.id] ?? [],
      }));
      const earlier = await store.privacyRecords(subject);
      const generatedAt = new Date().toISOString();
      await store.addPrivacyRecord({
        at: generatedAt,
        action: "export",
        subject,
        via: who.via,
        actor: actorOf(who),
        detail: Object.fromEntries(items.map((item) => [item.id, item.rows.length])),
      });
      return {
        address: email,
        subject,
        generatedAt,
        items,
        records: earlier,
        pagesMentioning,
        notLinked: DATA_INVENTORY.filter((item) => item.byAddress === "not-linked").map((item) => ({
          id: item.id,
          title: item.title[lang],
        })),
      };
    },

    /**
     * Erases the address everywhere the site keeps it and records that it did; LastAdminError (nothing
     * erased) when it is the only admin's account.
     */
    async erase(email: string, who: Requester): Promise<ErasureResult> {
      const user = await store.getUserByEmail(email);
      if (user?.role === "admin" && (await store.listUsers()).filter((u) => u.role === "admin").length <= 1)
        throw new LastAdminError();
      const subject = await subjectOf(email);
      // The files first: the database's transaction then records their count with the rest.
      const files = await mailFiles.erase(email);
      const { counts, record } = await store.erasePersonalData(
        email,
        { at: new Date().toISOString(), action: "erase", subject, via: who.via, actor: actorOf(who) },
        files > 0 ? { "mail-files": files } : {},
      );
      const { pagesMentioning } = await store.personalData(email);
      return { record, counts, pagesMentioning };
    },

    /** The records of an address, found by its keyed hash. */
    async records(email: string): Promise<PrivacyRecord[]> {
      return store.privacyRecords(await subjectOf(email));
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
