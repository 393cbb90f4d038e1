import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { withParams } from "../content/filters.ts";

/** How long typing may pause before the URL follows (the list itself follows every keystroke). */
const URL_SYNC_DELAY_MS = 250;

/**
 * Filter values kept in the URL (?q=&category=...). The list filters on every change at once; the URL
 * follows shortly after with a replace (no history entry per keystroke, no reload). A change of the URL
 * from elsewhere (a link, the back button) resets the values.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  /** A key (such as the page number) emptied whenever another filter changes. */
  resetOnChange?: K,
): {
  values: Record<K, string>;
  setValue: (key: K, value: string) => void;
  clear: () => void;
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
  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving the page (a card was clicked) cancels a pending URL update: it would pull the visitor back.
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location?.pathname !== location.pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  const sync = useCallback(
    (next: Record<K, string>, immediately: boolean) => {
      clearTimeout(timer.current);
      const go = () => {
        const search = withParams(window.location.search, next);
        setWritten((w) => [...w.slice(-19), search]);
        void navigate(
          { pathname: window.location.pathname, search, hash: window.location.hash },
          { replace: true, preventScrollReset: true },
        );
      };
      if (immediately) go();
      else timer.current = setTimeout(go, URL_SYNC_DELAY_MS);
    },
    [navigate],
  );

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

  return { values, setValue, clear };
}
