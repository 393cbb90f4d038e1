import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { LANGS, type Lang, type PageDoc } from "../../../content/page-model.ts";
import { hasLangText } from "../../../content/publishing.ts";
import { composeField, decodeEntities, type FieldSuggestion } from "../../../content/translation.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import {
  ApiError,
  NetworkError,
  api,
  type MachineTranslation,
  type TranslationSuggestion,
} from "../shell/api-client.ts";
import { formatList } from "../shell/format.ts";
import { Modal } from "../ui/modal.tsx";

/*
 * Translation help in the editor (issue 41, item 7): with a model configured, "Translate what changed"
 * for each language whose other language has text; the suggestion in a dialog, block by block, to accept
 * (each, or all) or correct; and the fields a model wrote that no person has reviewed yet, with "Approve".
 * Without a model only the marks show (a translation accepted earlier still needs its review).
 */

const other = (lang: Lang): Lang => LANGS.find((l) => l !== lang) ?? lang;

/** Markup a person reads as text: tags out, the usual entities read. */
function readable(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, "")).trim();
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A block whose whole content is text in one element (a paragraph, a heading): editable as text. */
const SIMPLE_BLOCK = /^<(p|h[1-6]|li|blockquote)>([^<>]*)<\/\1>$/;

/** How a proposed block is edited: as text, put back in its element; a block with markup inside is not. */
function editable(kind: FieldSuggestion["kind"], proposed: string) {
  if (kind === "text") return { text: proposed, wrap: (t: string) => t };
  const m = SIMPLE_BLOCK.exec(proposed.trim());
  if (!m) return undefined;
  const tag = m[1]!;
  return { text: readable(m[2] ?? ""), wrap: (t: string) => `<${tag}>${escapeText(t)}</${tag}>` };
}

interface BlockChoice {
  use: boolean;
  text: string;
}

function TranslationDialog({
  suggestion,
  busy,
  onCancel,
  onAccept,
}: {
  suggestion: TranslationSuggestion;
  busy: boolean;
  onCancel: () => void;
  onAccept: (fields: { field: string; value: string; edited: boolean }[]) => void;
}) {
  const { d, t, lang } = useLanguage();
  const x = d.admin.translate;
  const id = useId();
  const [choices, setChoices] = useState<Record<string, BlockChoice>>(() => {
    const out: Record<string, BlockChoice> = {};
    for (const f of suggestion.fields)
      for (const p of f.parts)
        if (p.kind === "new")
          out[`${f.field}#${p.block}`] = { use: true, text: editable(f.kind, p.proposed)?.text ?? "" };
    return out;
  });

  function accept(all: boolean) {
    const fields = [];
    for (const f of suggestion.fields) {
      const accepted = new Map<number, string>();
      let edited = false;
      for (const p of f.parts) {
        if (p.kind !== "new") continue;
        const choice = choices[`${f.field}#${p.block}`];
        if (!choice || (!all && !choice.use)) continue;
        const how = editable(f.kind, p.proposed);
        const changed = how !== undefined && choice.text !== how.text;
        edited ||= changed;
        accepted.set(p.block, changed ? how.wrap(choice.text) : p.proposed);
      }
      if (accepted.size > 0) fields.push({ field: f.field, value: composeField(f, accepted), edited });
    }
    if (fields.length === 0) onCancel();
    else onAccept(fields);
  }

  const langName = x.langs[suggestion.to];
  return (
    <Modal
      open
      title={t("admin.translate.dialogTitle", { lang: langName })}
      onClose={onCancel}
      wide
      describedBy={`${id}-help`}
    >
      <p id={`${id}-help`} className="admin-help">
        {x.dialogHelp}
      </p>
      <div className="admin-translate-fields">
        {suggestion.fields.map((f) => (
          <fieldset key={f.field} className="admin-fieldset admin-translate-field">
            <legend>{f.label[lang]}</legend>
            {f.parts.map((p) => {
              if (p.kind !== "new") return null;
              const key = `${f.field}#${p.block}`;
              const choice = choices[key] ?? { use: false, text: "" };
              const how = editable(f.kind, p.proposed);
              const set = (next: Partial<BlockChoice>) =>
                setChoices((c) => ({ ...c, [key]: { ...choice, ...next } }));
              return (
                <div key={key} className="admin-translate-block" data-block={p.block}>
                  <p className="admin-translate-source">
                    <span className="admin-muted">{x.source}: </span>
                    {readable(p.source)}
                  </p>
                  {p.previous ? (
                    <p className="admin-translate-previous">
                      <span className="admin-muted">{x.previous}: </span>
                      {readable(p.previous)}
                    </p>
                  ) : null}
                  {how ? (
                    <div className="field">
                      <label htmlFor={`${id}-${key}`}>{x.proposal}</label>
                      <textarea
                        id={`${id}-${key}`}
                        className="input"
                        rows={Math.min(8, Math.max(2, Math.ceil(choice.text.length / 70)))}
                        value={choice.text}
                        onChange={(e) => set({ text: e.target.value })}
                      />
                    </div>
                  ) : (
                    <p className="admin-translate-proposal">
                      <span className="admin-muted">{x.proposal}: </span>
                      {readable(p.proposed)}
                    </p>
                  )}
                  {p.missingTerms.length > 0 ? (
                    <p className="admin-translate-warning">
                      {t("admin.translate.missingTerms", { terms: formatList(p.missingTerms, lang) })}
                    </p>
                  ) : null}
                  <label className="admin-check">
                    <input
                      type="checkbox"
                      checked={choice.use}
                      onChange={(e) => set({ use: e.target.checked })}
                    />{" "}
                    {x.use}
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className="btn-row admin-dialog-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => accept(true)}>
          {x.acceptAll}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => accept(false)}>
          {x.acceptSelected}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          {x.cancel}
        </button>
      </div>
    </Modal>
  );
}

/** The page's translation help state: whether a model is configured, and the unreviewed fields. */
export function useMachineTranslation(name: string) {
  const { authorized, fail } = useAdmin();
  const [state, setState] = useState<MachineTranslation | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setState(await authorized((token) => api.machineTranslation(name, token, signal)));
      } catch (err) {
        if (!signal?.aborted) fail(err);
      }
    },
    [authorized, fail, name],
  );
  return { state, setState, load };
}

export function TranslationHelp({
  name,
  machine,
  page,
  revision,
  ensureSaved,
}: {
  name: string;
  /** The page's translation state (useMachineTranslation), shared with the form's marks. */
  machine: ReturnType<typeof useMachineTranslation>;
  /** The draft as edited: which languages have text to translate from. */
  page: PageDoc;
  /** The saved revision: the marks are read again after each save (a person's edit ends a mark). */
  revision: number | undefined;
  ensureSaved: () => Promise<PageDoc | null>;
}) {
  const { d, t, lang } = useLanguage();
  const { authorized, dispatch, announce, fail } = useAdmin();
  const x = d.admin.translate;
  const id = useId();
  const { state, setState, load } = machine;
  const [busy, setBusy] = useState<Lang | "accept" | "approve" | null>(null);
  const [problem, setProblem] = useState("");
  const [note, setNote] = useState("");
  const [suggestion, setSuggestion] = useState<TranslationSuggestion | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, revision]);

  function say(message: string) {
    setNote(message);
    announce(message);
  }

  async function translate(to: Lang) {
    setProblem("");
    setNote("");
    const saved = await ensureSaved();
    if (!saved) return;
    setBusy(to);
    try {
      const answer = await authorized((token) => api.suggestTranslation(name, other(to), to, token));
      if (answer.fields.length === 0) say(x.nothing);
      else setSuggestion(answer);
    } catch (err) {
      const status = err instanceof ApiError ? String(err.status) : "—";
      const message = err instanceof Error ? err.message : String(err);
      setProblem(t("admin.translate.failed", { status, message }));
    } finally {
      setBusy(null);
    }
  }

  async function accept(fields: { field: string; value: string; edited: boolean }[]) {
    if (!suggestion) return;
    setBusy("accept");
    try {
      const send = () =>
        authorized((token) =>
          api.acceptTranslation(name, { lang: suggestion.to, revision: suggestion.revision, fields }, token),
        );
      // A connection the server closed as idle at the moment the dialog sent: sent once more, safely (the
      // revision it carries makes a second write of an accepted suggestion a 409, never a double write).
      const answer = await send().catch((err: unknown) => {
        if (err instanceof NetworkError) return send();
        throw err;
      });
      dispatch({ type: "pageSaved", page: answer.page, status: answer.status });
      setSuggestion(null);
      say(x.accepted);
      await load();
    } catch (err) {
      setSuggestion(null);
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  async function approve(l: Lang) {
    setBusy("approve");
    try {
      setState(await authorized((token) => api.approveMachineTranslation(name, l, token)));
      say(x.approved);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  if (!state || (!state.available && state.marked.length === 0)) return null;
  const targets = state.available ? LANGS.filter((l) => hasLangText(page, other(l))) : [];
  const marked = LANGS.map((l) => ({ l, fields: state.marked.filter((m) => m.lang === l) })).filter(
    (m) => m.fields.length > 0,
  );
  return (
    <section className="admin-review admin-translate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-side-title">
        {x.title}
      </h2>
      {state.available ? <p className="admin-help">{x.help}</p> : null}
      {marked.map(({ l, fields }) => (
        <div key={l} className="admin-translate-marked" data-lang={l}>
          <p>
            <span className="badge admin-machine-badge">
              {t("admin.translate.markedTitle", { lang: l.toUpperCase() })}
            </span>{" "}
            {t("admin.translate.marked", {
              fields: formatList(
                fields.map((f) => f.label[lang]),
                lang,
              ),
            })}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy !== null}
            onClick={() => void approve(l)}
          >
            {t("admin.translate.approve", { lang: l.toUpperCase() })}
          </button>
        </div>
      ))}
      {targets.map((to) => (
        <button
          key={to}
          type="button"
          className="btn btn-secondary"
          disabled={busy !== null}
          aria-busy={busy === to}
          onClick={() => void translate(to)}
        >
          {busy === to ? x.working : x.into[to]}
        </button>
      ))}
      {state.available ? (
        <Link to="/admin/glossary" className="admin-translate-glossary">
          {x.glossaryLink}
        </Link>
      ) : null}
      {problem ? (
        <p className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {note ? (
        <p className="admin-muted" role="status">
          {note}
        </p>
      ) : null}
      {suggestion ? (
        <TranslationDialog
          suggestion={suggestion}
          busy={busy === "accept"}
          onCancel={() => setSuggestion(null)}
          onAccept={(fields) => void accept(fields)}
        />
      ) : null}
    </section>
  );
}
