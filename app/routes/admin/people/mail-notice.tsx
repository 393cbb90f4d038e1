import { useEffect, useState } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { api, type MailStatus } from "../shell/api-client.ts";
import { authorized } from "../shell/session.ts";

/** Tells the team when e-mail is not really sent (no SMTP_URL) or is failing (issue 16, item 4). */
export function MailNotice() {
  const { d, t } = useLanguage();
  const [state, setState] = useState<MailStatus | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    authorized((token) => api.mailStatus(token, controller.signal), controller.signal)
      .then(setState)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!state) return null;
  const failing = state.recentFailures.length > 0 && state.pending + state.failed > 0;
  if (state.mode === "smtp" && !failing) return null;
  return (
    <div className="admin-notice admin-notice-warning" role="note">
      {state.mode === "files" ? <p>{d.admin.mail.notSent}</p> : null}
      {failing ? (
        <p>
          {t("admin.mail.failures", {
            n: state.pending + state.failed,
            error: state.recentFailures[0]?.error ?? "",
          })}
        </p>
      ) : null}
    </div>
  );
}
