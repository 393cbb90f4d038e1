import { useId, useState, type FormEvent } from "react";
import { LANGS, type Lang } from "../../../../content/page-model.ts";
import type { PublishProblem } from "../../../../content/publish-checks.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import type { PageStatus, PublishRequest } from "../../shell/api-client.ts";
import {
  defaultPublishLanguages,
  emptiedLeftBehind,
  isoToLocalTime,
  localTimeToIso,
} from "./publish-rules.ts";
import { Modal } from "../../ui/modal.tsx";
import { ProblemList } from "./publish-problems.tsx";

interface PublishDialogProps {
  name: string;
  /** The page's title in the editor's language: the dialog is named by it, with the address name below. */
  title: string;
  status: PageStatus | null;
  busy: boolean;
  /** What the last attempt found (errors block; warnings were published with). */
  problems: readonly PublishProblem[];
  onPublish: (request: Omit<PublishRequest, "revision">) => void;
  onClose: () => void;
}

/**
 * Which languages to publish, now or at a time, with a change note. A publish the checks refuse keeps
 * the dialog open with the problems listed (they are also shown beside the fields).
 */
export function PublishDialog({
  name,
  title,
  status,
  busy,
  problems,
  onPublish,
  onClose,
}: PublishDialogProps) {
  const { d, t } = useLanguage();
  const p = d.admin.publishing;
  const id = useId();
  const [langs, setLangs] = useState<Lang[]>(() => defaultPublishLanguages(status));
  const [later, setLater] = useState(false);
  const [at, setAt] = useState(() => isoToLocalTime(new Date(Date.now() + 60 * 60 * 1000)));
  /** One note per language: each language's visitors read it in their own language. */
  const [notes, setNotes] = useState<Partial<Record<Lang, string>>>({});
  const [error, setError] = useState("");
  /** The emptied languages the editor was told about and chose to leave as published. */
  const [asked, setAsked] = useState<Lang[]>([]);
  const emptied = emptiedLeftBehind(status, langs);
  const mustAsk = emptied.some((l) => !asked.includes(l));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (langs.length === 0) {
      setError(p.pickLanguage);
      return;
    }
    if (mustAsk) {
      setAsked(emptied);
      return;
    }
    let when: string | undefined;
    if (later) {
      const iso = localTimeToIso(at);
      if (!iso || new Date(iso).getTime() <= Date.now()) {
        setError(p.atPast);
        document.getElementById(`${id}-at`)?.focus();
        return;
      }
      when = iso;
    }
    setError("");
    onPublish({
      languages: LANGS.filter((l) => langs.includes(l)),
      at: when,
      notes: Object.fromEntries(
        LANGS.filter((l) => langs.includes(l) && notes[l]?.trim()).map((l) => [l, notes[l]?.trim()]),
      ),
    });
  }

  return (
    <Modal
      open
      title={t("admin.publishing.publishTitle", { name: title })}
      onClose={onClose}
      describedBy={`${id}-intro`}
    >
      <form onSubmit={submit} noValidate className="admin-publish-form">
        {title !== name ? (
          <p className="admin-page-address admin-muted">{t("admin.editor.addressName", { name })}</p>
        ) : null}
        <p id={`${id}-intro`}>{p.publishIntro}</p>
        <fieldset className="admin-fieldset">
          <legend>{p.languages}</legend>
          {LANGS.map((l) => {
            const hasText = status ? status.languages[l].inDraft : true;
            const label = d.admin.editor.lang[l];
            return (
              <label key={l} className="admin-check">
                <input
                  type="checkbox"
                  checked={langs.includes(l)}
                  onChange={(e) =>
                    setLangs((now) => (e.target.checked ? [...now, l] : now.filter((x) => x !== l)))
                  }
                />{" "}
                {hasText ? label : t("admin.publishing.langNoText", { lang: label })}
              </label>
            );
          })}
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{p.when}</legend>
          <label className="admin-check">
            <input type="radio" name={`${id}-when`} checked={!later} onChange={() => setLater(false)} />{" "}
            {p.now}
          </label>
          <label className="admin-check">
            <input type="radio" name={`${id}-when`} checked={later} onChange={() => setLater(true)} />{" "}
            {p.later}
          </label>
          {later ? (
            <div className="field">
              <label htmlFor={`${id}-at`}>{p.at}</label>
              <input
                id={`${id}-at`}
                className="input"
                type="datetime-local"
                step={1}
                value={at}
                onChange={(e) => setAt(e.target.value)}
                aria-describedby={`${id}-at-help`}
              />
              <p id={`${id}-at-help`} className="admin-help">
                {p.atHelp}
              </p>
            </div>
          ) : null}
        </fieldset>
        {LANGS.filter((l) => langs.includes(l)).map((l) => (
          <div className="field" key={l}>
            <label htmlFor={`${id}-note-${l}`}>{t("admin.publishing.note", { lang: p.names[l] })}</label>
            <textarea
              id={`${id}-note-${l}`}
              className="input"
              lang={l}
              rows={2}
              maxLength={500}
              value={notes[l] ?? ""}
              onChange={(e) => setNotes((now) => ({ ...now, [l]: e.target.value }))}
              aria-describedby={`${id}-note-help`}
            />
          </div>
        ))}
        <p id={`${id}-note-help`} className="admin-help">
          {p.noteHelp}
        </p>
        {error ? (
          <p className="admin-field-error" role="alert">
            {error}
          </p>
        ) : null}
        {asked.length > 0 && emptied.length > 0 ? (
          <p className="admin-notice admin-notice-warning" role="alert">
            {t("admin.publishing.emptiedAsk", {
              lang: emptied.map((l) => p.names[l]).join(", "),
            })}
          </p>
        ) : null}
        <ProblemList problems={problems} />
        <p className="admin-help">{p.savedBeforePublish}</p>
        <div className="btn-row admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {p.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy
              ? p.submitting
              : asked.length > 0 && emptied.length > 0
                ? p.publishAnyway
                : later
                  ? p.submitLater
                  : p.submitNow}
          </button>
        </div>
      </form>
    </Modal>
  );
}
