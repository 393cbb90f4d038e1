import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { withParams } from "../content/filters.ts";

/** How long typing may pause before the URL follows (the list itself follows every keystroke). */
export const URL_SYNC_DELAY_MS = 250;

/**
 * Filter values kept in the URL (?q=&category=...). The list filters on every change at once; the URL
 * is replaced at once too, and the router is told shortly after (one navigation per pause in typing,
 * no history entry per keystroke, no reload). A change of the URL from elsewhere (a link, the back
 * button) resets the values.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  /** A key (such as the page number) emptied whenever another filter changes. */
  resetOnChange?: K,
): {
  values: Record<K, string>;
  setValue: (key: K, value: string) => void;
  clear: () => void;
  flush: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useCallback(
    (search: string) => {
      const params = new URLSearchParams(search);
      return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;
    },
    [keys],
  );
  const [values, setValues] = useState<Record<K, string>>(() => read(location.search));
  const [seenSearch, setSeenSearch] = useState(location.search);
  // Query strings this hook wrote itself: arriving at one of them is not an outside change.
  const [written, setWritten] = useState<string[]>([]);
  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    if (!written.includes(location.search)) setValues(read(location.search));
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving the page (a card was clicked) cancels a pending URL update: it would pull the visitor back.
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location?.pathname !== location.pathname;
  useEffect(() => {
    if (leaving) {
      clearTimeout(timer.current);
      pending.current = undefined;
    }
  }, [leaving]);

  const sync = useCallback(
    (next: Record<K, string>, immediately: boolean) => {
      clearTimeout(timer.current);
      // The address bar follows at once (same history entry, the router's own state kept), so a reload,
      // a copied link or Back after opening a card all see the filter even before the router catches up.
      const { pathname, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        "",
        `${pathname}${withParams(window.location.search, next)}${hash}`,
      );
      const go = () => {
        pending.current = undefined;
        const search = withParams(window.location.search, next);
        setWritten((w) => [...w.slice(-19), search]);
        void navigate(
          { pathname: window.location.pathname, search, hash: window.location.hash },
          { replace: true, preventScrollReset: true },
        );
      };
      if (immediately) {
        go();
      } else {
        pending.current = go;
        timer.current = setTimeout(go, URL_SYNC_DELAY_MS);
      }
    },
    [navigate],
  );

  /**
   * Writes a waiting URL update now. Called when the search box loses focus: the visitor is moving on
   * (maybe to a card), and a late update must not land after their click and undo it.
   */
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(timer.current);
    pending.current();
  }, []);

  const setValue = useCallback(
    (key: K, value: string) => {
      const next: Record<K, string> = { ...values, [key]: value };
      if (resetOnChange && key !== resetOnChange) next[resetOnChange] = "";
      setValues(next);
      // Typing waits for a pause; a choice in a list or a tab is written at once.
      sync(next, key !== "q");
    },
    [values, sync, resetOnChange],
  );

  const clear = useCallback(() => {
    const empty = Object.fromEntries(keys.map((k) => [k, ""])) as Record<K, string>;
    setValues(empty);
    sync(empty, true);
  }, [keys, sync]);

  return { values, setValue, clear, flush };
}
