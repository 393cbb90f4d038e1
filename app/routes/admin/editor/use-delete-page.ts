import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api } from "../shell/api-client.ts";
import { clearDrafts } from "./drafts.ts";

/**
 * Deleting the page after a confirmation, against the revision the editor has (kept in the
 * history); then back to the list, which loads again without it.
 */
export function useDeletePage(name: string, revision: number | undefined, letGo: () => void) {
  const { t } = useLanguage();
  const { dispatch, authorized, fail } = useAdmin();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = useCallback(async () => {
    setDeleting(true);
    try {
      await authorized((token) => api.deletePage(name, revision, token));
      clearDrafts();
      letGo();
      dispatch({ type: "pageDeleted", name });
      await navigate("/admin", { state: { notice: t("admin.delete.done", { name }) } });
    } catch (err) {
      fail(err);
      setConfirming(false);
      setDeleting(false);
    }
  }, [name, revision, letGo, authorized, dispatch, fail, navigate, t]);

  const ask = useCallback(() => setConfirming(true), []);
  const cancel = useCallback(() => setConfirming(false), []);

  return { confirming, deleting, ask, cancel, confirm };
}
