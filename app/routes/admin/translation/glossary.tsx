import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { GLOSSARY_TERM_MAX } from "../../../content/translation.ts";
import { permissionsOf } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type GlossaryTermInfo } from "../shell/api-client.ts";
import { adminMeta } from "../shell/meta.ts";
import { authorized } from "../shell/session.ts";
import { ListLoadFailure, ListScreen, ListTable, listLoading } from "../ui/list-screen.tsx";
import type { Route } from "./+types/glossary";

/**
 * /admin/glossary: the initiative's terms in both languages (issue 41, item 7), which every machine
 * translation keeps to. Editors and admins add and remove terms; authors read them.
 */
export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "admin.glossary.title");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { Items } = await authorized((token) => api.glossary(token, request.signal), request.signal);
  return { items: Items };
}

export const HydrateFallback = listLoading((w) => w.glossary.loading);
export const ErrorBoundary = ListLoadFailure;

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const { d, t } = useLanguage();
  const { user, fail, announce } = useAdmin();
  const revalidator = useRevalidator();
  const id = useId();
  const x = d.admin.glossary;
  const canEdit = user ? permissionsOf(user.role).publish : false;
  const [es, setEs] = useState("");
  const [en, setEn] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(call: (token: string) => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await authorized(call);
      announce(done);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const term = { es: es.trim(), en: en.trim() };
    if (!term.es || !term.en) return;
    if (await run((token) => api.addGlossaryTerm(term, token), x.added)) {
      setEs("");
      setEn("");
    }
  }

  const form = canEdit ? (
    <form className="admin-glossary-form" onSubmit={(e) => void add(e)}>
      <div className="field">
        <label htmlFor={`${id}-es`}>{x.es}</label>
        <input
          id={`${id}-es`}
          className="input"
          required
          maxLength={GLOSSARY_TERM_MAX}
          value={es}
          onChange={(e) => setEs(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-en`}>{x.en}</label>
        <input
          id={`${id}-en`}
          className="input"
          required
          maxLength={GLOSSARY_TERM_MAX}
          value={en}
          onChange={(e) => setEn(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {x.add}
      </button>
    </form>
  ) : (
    <p className="admin-help">{x.readOnly}</p>
  );

  return (
    <ListScreen
      title={x.title}
      intro={x.intro}
      before={form}
      items={items}
      count={t("admin.glossary.count", { n: items.length })}
      empty={x.empty}
    >
      {(shown: readonly GlossaryTermInfo[]) => (
        <ListTable
          columns={canEdit ? [x.es, x.en, x.actions] : [x.es, x.en]}
          caption={x.caption}
          className="admin-stack-table"
        >
          {shown.map((term) => (
            <tr key={term.id}>
              <td data-label={x.es} lang="es">
                {term.es}
              </td>
              <td data-label={x.en} lang="en">
                {term.en}
              </td>
              {canEdit ? (
                <td>
                  <button
                    type="button"
                    className="btn btn-danger-ghost btn-small"
                    disabled={busy}
                    onClick={() => void run((token) => api.removeGlossaryTerm(term.id, token), x.removed)}
                  >
                    {t("admin.glossary.remove", { term: term.es })}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </ListTable>
      )}
    </ListScreen>
  );
}
