import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
} from "react";
import { useRevalidator } from "react-router";
import { useLanguage } from "../../../i18n/language.tsx";
import { describeFailure, type User } from "./api-client.ts";
import * as session from "./session.ts";
import { adminReducer, initialState, isDirty, type AdminAction, type AdminState } from "./state.ts";

/*
 * The editing area's shared state, provided by the /admin layout so that every screen under it
 * (list, editor, history...) reads the same reducer, and a sign-in that expires in the middle of an
 * edit never unmounts the editor. The session itself lives in session.ts, where loaders reach it too.
 */

interface AdminContextValue {
  state: AdminState;
  dispatch: Dispatch<AdminAction>;
  dirty: boolean;
  status: session.SessionStatus;
  user: User | null;
  /** Signs in; throws the API's error so the form can explain it. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** session.authorized: runs a call with the token, through a sign-in again after a 401. */
  authorized<T>(call: (token: string) => Promise<T>): Promise<T>;
  /** Sets the Error state from a failure (docs/product.md "The editing area"); an aborted call is not one. */
  fail(err: unknown): void;
  /** Says something to screen readers (a polite live region in the layout). */
  announce(message: string): void;
  announcement: string;
}

const AdminContext = createContext<AdminContextValue | null>(null);

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

export function AdminProvider({ children }: { children: ReactNode }) {
  const { d } = useLanguage();
  const [state, dispatch] = useReducer(adminReducer, initialState);
  const { status, user } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  );
  const { revalidate } = useRevalidator();
  const [announcement, setAnnouncement] = useState("");
  // `fail` stays the same function when the language changes; it reads the sentence of the moment.
  const words = useRef(d.admin);
  useEffect(() => {
    words.current = d.admin;
  }, [d]);

  const fail = useCallback((err: unknown) => {
    if (isAbort(err)) return;
    const { titulo, description } = describeFailure(
      err,
      words.current.errors.network,
      words.current.apiErrors,
    );
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
    void session.startSession().then((failure) => {
      if (!cancelled && failure) fail(failure);
    });
    return () => {
      cancelled = true;
    };
  }, [fail]);

  const signOut = useCallback(async () => {
    const failure = await session.signOut();
    if (failure) fail(failure);
    dispatch({ type: "selectionCleared" });
    // The screen under the sign-in form loads again for whoever signs in next: its loader waits
    // for them, so nobody sees what was loaded for the previous session.
    void revalidate();
  }, [fail, revalidate]);

  const dirty = isDirty(state);
  const value = useMemo<AdminContextValue>(
    () => ({
      state,
      dispatch,
      dirty,
      status,
      user,
      signIn: session.signIn,
      signOut,
      authorized: session.authorized,
      fail,
      announce,
      announcement,
    }),
    [state, dirty, status, user, signOut, fail, announce, announcement],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const ctx = useContext(AdminContext);
  if (!ctx) throw new Error("useAdmin must be used inside AdminProvider");
  return ctx;
}
