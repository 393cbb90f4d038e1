import type { DebugInfo } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";

/**
 * Raw facts about a missing page, for editors and development only: loaders send `debug` only then
 * (docs/product.md "Deliberate differences"), so anonymous visitors never see page names.
 */
export function DebugPanel({ info }: { info: DebugInfo | undefined }) {
  const { d, t } = useLanguage();
  if (!info) return null;
  return (
    <details className="debug-panel">
      <summary>{d.content.debug.title}</summary>
      {info.notes?.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {info.id !== undefined ? <p>{t("content.debug.id", { id: info.id })}</p> : null}
      <p>{t("content.debug.total", { n: info.total })}</p>
      {info.pages.length ? (
        <>
          <p>{d.content.debug.pages}</p>
          <ul>
            {info.pages.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}
