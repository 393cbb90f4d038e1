import { useEffect, useId, useState } from "react";
import { familyOf } from "../../../content/content-model.ts";
import { LANGS, type Lang } from "../../../content/page-model.ts";
import { titleOf } from "../../../content/resolvers.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type NewsletterSend } from "../shell/api-client.ts";
import { formatDateTime } from "../shell/format.ts";
import { authorized } from "../shell/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/** Composing and sending the newsletter (issue 16, item 2): articles, an intro per language, preview, send. */
export function NewsletterComposer({ confirmed }: { confirmed: number }) {
  const { d, t, lang } = useLanguage();
  const { fail, announce } = useAdmin();
  const x = d.admin.subscribers.compose;
  const id = useId();
  const [articles, setArticles] = useState<Array<{ name: string; title: string }>>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [intro, setIntro] = useState<Partial<Record<Lang, string>>>({});
  const [preview, setPreview] = useState<Record<Lang, { subject: string; text: string }> | null>(null);
  const [problem, setProblem] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sends, setSends] = useState<NewsletterSend[]>([]);

  const loadSends = () =>
    authorized((token) => api.listNewsletterSends(token))
      .then((r) => setSends(r.Items))
      .catch(() => undefined);
  useEffect(() => {
    const controller = new AbortController();
    api
      .publishedPages(controller.signal)
      .then(({ Items }) =>
        setArticles(
          Items.filter((p) => familyOf(p.Template) === "article")
            .map((p) => ({ name: p.Page, title: titleOf(p, lang) || p.Page }))
            .sort((a, b) => a.title.localeCompare(b.title, lang)),
        ),
      )
      .catch(() => undefined);
    void loadSends();
    return () => controller.abort();
  }, [lang]);

  const body = () => ({ articles: picked, intro });
  function ready(): boolean {
    setProblem(picked.length ? "" : x.pickOne);
    return picked.length > 0;
  }
  async function showPreview() {
    if (!ready()) return;
    try {
      setPreview(await authorized((token) => api.previewNewsletter(body(), token)));
    } catch (err) {
      fail(err);
    }
  }
  async function send() {
    setConfirming(false);
    try {
      const sent = await authorized((token) => api.sendNewsletter(body(), token));
      announce(t("admin.subscribers.compose.queued", { n: sent.recipients }));
      setPicked([]);
      setPreview(null);
      await loadSends();
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section className="admin-section admin-composer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        {x.title}
      </h2>
      <p className="admin-help">{x.intro}</p>
      <fieldset className="admin-composer-articles">
        <legend>{x.articles}</legend>
        {articles.length === 0 ? <p className="admin-muted">{x.noArticles}</p> : null}
        {articles.map((a) => (
          <label key={a.name} className="admin-check">
            <input
              type="checkbox"
              checked={picked.includes(a.name)}
              onChange={(e) =>
                setPicked((p) => (e.target.checked ? [...p, a.name] : p.filter((n) => n !== a.name)))
              }
            />{" "}
            {a.title}
          </label>
        ))}
      </fieldset>
      {LANGS.map((l) => (
        <div className="field" key={l}>
          <label htmlFor={`${id}-intro-${l}`}>
            {t("admin.subscribers.compose.introLabel", { lang: d.admin.editor.lang[l] })}
          </label>
          <textarea
            id={`${id}-intro-${l}`}
            className="input"
            rows={3}
            maxLength={5000}
            lang={l}
            value={intro[l] ?? ""}
            onChange={(e) => setIntro((i) => ({ ...i, [l]: e.target.value }))}
          />
        </div>
      ))}
      <p role="alert" className={problem ? "admin-field-error" : undefined}>
        {problem}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn-secondary" onClick={() => void showPreview()}>
          {x.preview}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={confirmed === 0}
          onClick={() => ready() && setConfirming(true)}
        >
          {t("admin.subscribers.compose.send", { n: confirmed })}
        </button>
      </div>
      {preview
        ? LANGS.map((l) => (
            <figure key={l} className="admin-mail-preview" lang={l}>
              <figcaption>
                {t("admin.subscribers.compose.previewTitle", { lang: d.admin.editor.lang[l] })}
              </figcaption>
              <p>
                <strong>{preview[l].subject}</strong>
              </p>
              <pre>{preview[l].text}</pre>
            </figure>
          ))
        : null}
      {sends.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{x.sends}</caption>
            <thead>
              <tr>
                <th scope="col">{x.when}</th>
                <th scope="col">{x.articles}</th>
                <th scope="col">{x.recipients}</th>
                <th scope="col">{x.progress}</th>
              </tr>
            </thead>
            <tbody>
              {sends.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{formatDateTime(s.createdAt, lang)}</th>
                  <td>{s.articles.length}</td>
                  <td>{s.recipients}</td>
                  <td>
                    {s.sent} / {s.pending} / {s.failed}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("admin.subscribers.compose.sendTitle", { n: confirmed })}
        body={x.sendBody}
        confirm={t("admin.subscribers.compose.send", { n: confirmed })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </section>
  );
}
