import { useState } from "react";
import { useRevalidator } from "react-router";
import { useAdmin } from "../shell/admin-context.tsx";
import { authorized } from "../shell/session.ts";

/**
 * An action on one row of a list screen (a user, a message): the row is busy meanwhile, the outcome is
 * announced, the list is loaded again, and a failure is shown the editing area's way.
 */
export function useRowAction<K>() {
  const { fail, announce } = useAdmin();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<K | null>(null);
  async function act(key: K, run: (token: string) => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await authorized(run);
      announce(done);
      await revalidate();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }
  return { busy, act };
}
