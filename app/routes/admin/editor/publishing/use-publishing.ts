import { useState } from "react";
import type { Lang, PageDoc } from "../../../../content/page-model.ts";
import type { PublishProblem } from "../../../../content/publish-checks.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { useAdmin } from "../../shell/admin-context.tsx";
import {
  ApiError,
  api,
  type DraftAnswer,
  type PreviewLink,
  type PublishRequest,
} from "../../shell/api-client.ts";
import { formatDateTime, formatList } from "../../shell/format.ts";
import { problemsOf } from "./publish-rules.ts";

/**
 * The publishing calls of the editor: publish (now or at a time), unpublish, cancel a schedule, mark a
 * translation checked, preview links. Each answer updates the page's status; a publish refused by
 * the checks keeps its problems, shown in the dialog and beside the fields.
 */
export function usePublishing(name: string, ensureSaved: () => Promise<PageDoc | null>) {
  const { d, t, lang } = useLanguage();
  const { dispatch, authorized, fail, announce } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[]>([]);
  const [preview, setPreview] = useState<PreviewLink | null>(null);

  const langNames = (langs: readonly Lang[]) =>
    formatList(
      langs.map((l) => d.admin.publishing.names[l]),
      lang,
    );

  /** A cancelled schedule or a checked translation: the status changes, the page's revision does not. */
  const took = (answer: DraftAnswer) => dispatch({ type: "statusChanged", status: answer.status });

  async function run<T>(call: (token: string) => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await authorized(call);
    } catch (err) {
      fail(err);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Saves what is unsaved, then publishes; resolves the message to show, or null when it did not. */
  async function publish(request: Omit<PublishRequest, "revision">): Promise<string | null> {
    const saved = await ensureSaved();
    if (!saved) return null;
    setBusy(true);
    try {
      const revision = saved.revision;
      const answer = await authorized((token) => api.publish(name, { ...request, revision }, token));
      // Publishing gives the page a new revision; edits typed meanwhile stay on top of it.
      dispatch({ type: "pageSaved", page: answer.page, sent: saved, status: answer.status });
      setProblems(answer.status.warnings ?? []);
      dispatch({ type: "errorCleared" });
      const message = request.at
        ? t("admin.publishing.scheduledDone", {
            languages: langNames(request.languages),
            date: formatDateTime(request.at, lang),
          })
        : t("admin.publishing.published", { languages: langNames(request.languages) });
      // The save state (a live region) says it: no second announcement.
      return message;
    } catch (err) {
      if (err instanceof ApiError && err.code === "publish_checks") {
        setProblems(problemsOf(err.body));
        return null;
      }
      fail(err);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** Saves what is unsaved, then takes the page off the site; resolves whether it was. */
  async function unpublish(): Promise<boolean> {
    const saved = await ensureSaved();
    if (!saved) return false;
    const answer = await run((token) => api.unpublish(name, saved.revision, token));
    if (!answer) return false;
    dispatch({ type: "pageSaved", page: answer.page, sent: saved, status: answer.status });
    announce(d.admin.unpublish.done);
    return true;
  }

  async function cancelSchedule(l: Lang) {
    const answer = await run((token) => api.cancelSchedule(name, l, token));
    if (answer) {
      took(answer);
      announce(d.admin.publishing.scheduleCancelled);
    }
  }

  async function markChecked(l: Lang) {
    if (!(await ensureSaved())) return;
    const answer = await run((token) => api.markTranslationChecked(name, l, token));
    if (answer) {
      took(answer);
      announce(t("admin.publishing.checked", { lang: d.admin.publishing.names[l] }));
    }
  }

  async function createPreview() {
    if (!(await ensureSaved())) return;
    const link = await run((token) => api.createPreview(name, token));
    if (link) setPreview(link);
  }

  async function revokePreviews() {
    const answer = await run((token) => api.revokePreviews(name, token));
    if (answer) {
      setPreview(null);
      announce(t("admin.publishing.revoked", { n: answer.revoked }));
    }
  }

  return {
    busy,
    problems,
    clearProblems: () => setProblems([]),
    preview,
    publish,
    unpublish,
    cancelSchedule,
    markChecked,
    createPreview,
    revokePreviews,
  };
}
