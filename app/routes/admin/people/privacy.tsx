import { useId, useState, type FormEvent } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import type { Route } from "./+types/privacy";
import { useAdmin } from "../shell/admin-context.tsx";
import {
  api,
  type ErasureResult,
  type PersonalDataExport,
  type PersonalRecord,
} from "../shell/api-client.ts";
import { Modal } from "../ui/modal.tsx";
import { TextField } from "../ui/text-field.tsx";
import { formatDateTime } from "../shell/format.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";

/*
 * /admin/privacy: a person's data on request (issue 38; GDPR arts. 15, 17, 20), admins only (the API
 * refuses others). An address is looked up: everything the site keeps about it, by data inventory item,
 * shown and downloadable as the same JSON; it can be erased after typing it again. The address stays in
 * this screen's memory only (never in the URL or the browser's storage).
 */

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.privacy.metaTitle");
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function download(data: PersonalDataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `personal-data-${data.subject.slice(0, 12)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A value of an exported row as a person reads it (a JSON column stays JSON). */
function shown(value: PersonalRecord[string]): string {
  return value === null ? "—" : String(value);
}

export default function Privacy() {
  const { d, t, lang } = useLanguage();
  const { fail, announce } = useAdmin();
  const id = useId();
  const x = d.admin.privacy;
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [erasing, setErasing] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [erased, setErased] = useState<ErasureResult | null>(null);

  async function lookUp(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setProblem(d.admin.users.emailInvalid);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    setErased(null);
    try {
      setFound(await authorized((token) => api.lookupPersonalData(address, lang, token)));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function erase(e: FormEvent) {
    e.preventDefault();
    if (!found) return;
    setBusy(true);
    try {
      const result = await authorized((token) => api.erasePersonalData(found.address, confirm, token));
      setErasing(false);
      setConfirm("");
      setFound(null);
      setErased(result);
      announce(
        t("admin.privacy.erased", {
          id: String(result.record.id),
          subject: result.record.subject.slice(0, 12),
        }),
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  const titleOf = (itemId: string) => found?.items.find((i) => i.id === itemId)?.title ?? itemId;
  return (
    <section aria-labelledby={`${id}-title`} className="admin-privacy">
      <h1 id={`${id}-title`}>{x.title}</h1>
      <p className="lead admin-lead">{x.intro}</p>
      <form className="admin-section admin-privacy-search" onSubmit={(e) => void lookUp(e)} noValidate>
        <TextField
          id={`${id}-email`}
          label={x.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={problem}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && !erasing ? x.searching : x.search}
        </button>
      </form>

      {erased ? (
        <div className="admin-section admin-privacy-erased" role="status">
          <p className="alert admin-success">
            {t("admin.privacy.erased", {
              id: String(erased.record.id),
              subject: erased.record.subject.slice(0, 12),
            })}
          </p>
          <h2 className="admin-section-title">{x.erasedCounts}</h2>
          <ul>
            {Object.entries(erased.counts).map(([item, n]) => (
              <li key={item}>
                <code>{item}</code>: {n}
              </li>
            ))}
          </ul>
          {erased.pagesMentioning.length ? (
            <PagesMentioning names={erased.pagesMentioning} text={x.pagesMentioning} />
          ) : null}
        </div>
      ) : null}

      {found ? (
        <div className="admin-section" aria-labelledby={`${id}-found`}>
          <h2 id={`${id}-found`} className="admin-section-title">
            {t("admin.privacy.resultTitle", { email: found.address })}
          </h2>
          <div className="btn-row admin-toolbar-row">
            <button type="button" className="btn btn-secondary btn-small" onClick={() => download(found)}>
              {x.download}
            </button>
            {found.items.length ? (
              <button
                type="button"
                className="btn btn-danger-ghost btn-small"
                onClick={() => {
                  setConfirm("");
                  setErasing(true);
                }}
              >
                {x.erase}
              </button>
            ) : null}
          </div>
          {found.items.length === 0 ? <p className="admin-empty">{x.nothing}</p> : null}
          {found.items.map((item) => (
            <details key={item.id} className="admin-privacy-item" open={item.rows.length <= 3}>
              <summary>
                <strong>{item.title}</strong> · {t("admin.privacy.rows", { n: item.rows.length })}
              </summary>
              <p className="admin-help">{t("admin.privacy.kept", { retention: item.retention })}</p>
              <ol className="admin-privacy-rows">
                {item.rows.map((row, i) => (
                  <li key={i}>
                    <dl>
                      {Object.entries(row).map(([key, value]) => (
                        <div key={key}>
                          <dt>{key}</dt>
                          <dd>{shown(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ol>
            </details>
          ))}
          {found.pagesMentioning.length ? (
            <PagesMentioning names={found.pagesMentioning} text={x.pagesMentioning} />
          ) : null}
          {found.records.length ? (
            <>
              <h3>{x.records}</h3>
              <ul className="admin-privacy-records">
                {found.records.map((r) => (
                  <li key={r.id}>
                    {t("admin.privacy.record", {
                      action: x.actions[r.action],
                      date: formatDateTime(r.at, lang),
                      who:
                        r.via === "visitor"
                          ? x.byVisitor
                          : r.actor
                            ? t("admin.privacy.byAdmin", { actor: r.actor })
                            : x.byNobody,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="admin-help">
            {x.notLinked} {found.notLinked.map((n) => n.title).join(" · ")}
          </p>
        </div>
      ) : null}

      <Modal
        open={erasing && found !== null}
        title={t("admin.privacy.eraseTitle", { email: found?.address ?? "" })}
        onClose={() => setErasing(false)}
        describedBy={`${id}-erase-body`}
      >
        <form onSubmit={(e) => void erase(e)} className="admin-privacy-erase">
          <p id={`${id}-erase-body`}>{x.eraseBody}</p>
          {found ? (
            <ul className="admin-privacy-erase-list">
              {found.items.map((item) => (
                <li key={item.id}>
                  {titleOf(item.id)}: {item.rows.length}
                </li>
              ))}
            </ul>
          ) : null}
          <TextField
            id={`${id}-confirm`}
            label={x.confirmLabel}
            type="email"
            autoComplete="off"
            value={confirm}
            onChange={setConfirm}
          />
          <div className="btn-row admin-dialog-actions">
            <button
              type="submit"
              className="btn btn-danger"
              disabled={busy || confirm.trim().toLowerCase() !== found?.address}
            >
              {x.eraseNow}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setErasing(false)}>
              {x.cancel}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}

function PagesMentioning({ names, text }: { names: string[]; text: string }) {
  return (
    <div className="alert admin-privacy-pages">
      <p>{text}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`/admin/pages/${encodeURIComponent(name)}`}>{name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
