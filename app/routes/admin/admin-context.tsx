import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from "react";
import { useLanguage } from "../../i18n/language.tsx";
import { ApiError, api, describeFailure, readToken, writeToken, type User } from "./api-client.ts";
import { clearDrafts } from "./drafts.ts";
import { adminReducer, initialState, isDirty, type AdminAction, type AdminState } from "./state.ts";

/*
 * The editing area's shared state and session, provided by the /admin layout so that every screen
 * under it (list, editor, history...) reads the same reducer, and a sign-in that expires in the middle
 * of an edit never unmounts the editor.
 */

export type SessionStatus = "checking" | "signedOut" | "signedIn" | "expired";

interface AdminContextValue {
  state: AdminState;
  dispatch: Dispatch<AdminAction>;
  dirty: boolean;
  status: SessionStatus;
  user: User | null;
  /** Signs in; throws the API's error so the form can explain it. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Runs a call that needs the token. A 401 (expired or revoked token) asks the editor to sign in
   * again, then runs the call again: the promise settles only after that, and nothing is lost.
   */
  authorized<T>(call: (token: string) => Promise<T>): Promise<T>;
  /** Sets the Error state from a failure (docs/product.md "The editing area"); an aborted call is not one. */
  fail(err: unknown): void;
  reloadList(): Promise<void>;
  /** Says something to screen readers (a polite live region in the layout). */
  announce(message: string): void;
  announcement: string;
}

const AdminContext = createContext<AdminContextValue | null>(null);

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/** The stored token and its user when the server still accepts it; a refused token is forgotten. */
async function checkStoredToken(): Promise<{ token?: string; user?: User; error?: unknown }> {
  const token = readToken();
  if (!token) return {};
  try {
    const { user } = await api.me(token);
    return { token, user };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      writeToken(null);
      return {};
    }
    return { error: err };
  }
}

export function AdminProvider({ children }: { children: ReactNode }) {
  const { d } = useLanguage();
  const [state, dispatch] = useReducer(adminReducer, initialState);
  const [status, setStatus] = useState<SessionStatus>("checking");
  const [user, setUser] = useState<User | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const tokenRef = useRef<string | null>(null);
  const waiters = useRef<Array<() => void>>([]);
  const networkText = useRef(d.admin.errors.network);
  networkText.current = d.admin.errors.network;

  const fail = useCallback((err: unknown) => {
    if (isAbort(err)) return;
    const { titulo, description } = describeFailure(err, networkText.current);
    dispatch({ type: "errorRaised", titulo, description });
  }, []);

  const announce = useCallback((message: string) => {
    // Cleared first, so the same sentence said twice is announced twice.
    setAnnouncement("");
    window.setTimeout(() => setAnnouncement(message), 30);
  }, []);

  // On load: a token in sessionStorage is checked with the server before the area opens.
  useEffect(() => {
    let cancelled = false;
    void checkStoredToken().then((result) => {
      if (cancelled) return;
      if (result.error) fail(result.error);
      if (result.user && result.token) {
        tokenRef.current = result.token;
        setUser(result.user);
        setStatus("signedIn");
      } else setStatus("signedOut");
    });
    return () => {
      cancelled = true;
    };
  }, [fail]);

  const reloadList = useCallback(async () => {
    try {
      dispatch({ type: "pagesLoaded", pages: await api.listAllPages() });
    } catch (err) {
      fail(err);
    }
  }, [fail]);

  const listLoaded = state.listLoaded;
  useEffect(() => {
    if (status === "signedIn" && !listLoaded) void reloadList();
  }, [status, listLoaded, reloadList]);

  const signIn = useCallback(async (email: string, password: string) => {
    const answer = await api.login(email, password);
    writeToken(answer.accessToken);
    tokenRef.current = answer.accessToken;
    setUser(answer.user);
    setStatus("signedIn");
    const resume = waiters.current;
    waiters.current = [];
    for (const go of resume) go();
  }, []);

  const signOut = useCallback(async () => {
    const token = tokenRef.current;
    try {
      if (token) await api.logout(token);
    } catch (err) {
      // An already invalid token is signed out anyway; anything else is worth telling.
      if (!(err instanceof ApiError && err.status === 401)) fail(err);
    }
    tokenRef.current = null;
    writeToken(null);
    clearDrafts();
    setUser(null);
    dispatch({ type: "selectionCleared" });
    setStatus("signedOut");
  }, [fail]);

  const authorized = useCallback(async <T,>(call: (token: string) => Promise<T>): Promise<T> => {
    for (;;) {
      const token = tokenRef.current;
      if (token) {
        try {
          return await call(token);
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 401)) throw err;
          if (tokenRef.current === token) {
            tokenRef.current = null;
            writeToken(null);
            setStatus("expired");
          }
        }
      }
      await new Promise<void>((resolve) => waiters.current.push(resolve));
    }
  }, []);

  const dirty = isDirty(state);
  const value = useMemo<AdminContextValue>(
    () => ({
      state,
      dispatch,
      dirty,
      status,
      user,
      signIn,
      signOut,
      authorized,
      fail,
      reloadList,
      announce,
      announcement,
    }),
    [state, dirty, status, user, signIn, signOut, authorized, fail, reloadList, announce, announcement],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const ctx = useContext(AdminContext);
  if (!ctx) throw new Error("useAdmin must be used inside AdminProvider");
  return ctx;
}
