import { ApiError, api, readToken, writeToken, type User } from "./api-client.ts";
import { clearDrafts } from "../editor/drafts.ts";

/*
 * The editing area's session, kept outside React: route loaders run before any screen renders and
 * need the token as much as the screens' handlers do. A call that meets a 401 (expired or revoked
 * token) marks the session expired and waits; signing in again resumes every waiting call, so a
 * screen loading or a save on its way finishes instead of failing.
 */

export type SessionStatus = "checking" | "signedOut" | "signedIn" | "expired";

export interface SessionSnapshot {
  status: SessionStatus;
  user: User | null;
}

const CHECKING: SessionSnapshot = { status: "checking", user: null };

let snapshot: SessionSnapshot = CHECKING;
let token: string | null = null;
let started: Promise<unknown> | null = null;
let waiters: Array<() => void> = [];
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function resumeWaiting(): void {
  const resume = waiters;
  waiters = [];
  for (const go of resume) go();
}

function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** Settles at the next sign-in; rejects if the caller gives up first (a loader left behind). */
function nextSignIn(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      waiters = waiters.filter((w) => w !== go);
      reject(signal?.reason);
    };
    const go = () => {
      signal?.removeEventListener("abort", stop);
      resolve();
    };
    waiters.push(go);
    signal?.addEventListener("abort", stop, { once: true });
  });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): SessionSnapshot {
  return snapshot;
}

/** The server never knows the token (it lives in sessionStorage): it always renders "checking". */
export function getServerSnapshot(): SessionSnapshot {
  return CHECKING;
}

/**
 * Checks the token kept in sessionStorage with the server, once per page load; a refused token is
 * forgotten. Settles with the failure worth telling the editor (the server could not be reached), if any.
 */
export function startSession(): Promise<unknown> {
  started ??= (async () => {
    const stored = readToken();
    try {
      if (stored) {
        const { user } = await api.me(stored);
        token = stored;
        publish({ status: "signedIn", user });
        resumeWaiting();
        return undefined;
      }
    } catch (err) {
      if (!isUnauthorized(err)) {
        publish({ status: "signedOut", user: null });
        return err;
      }
      writeToken(null);
    }
    // A new tab, or a token that ended: the browser's session (its cookie) may still be open.
    if (await renew()) return undefined;
    publish({ status: "signedOut", user: null });
    return undefined;
  })();
  return started;
}

let renewing: Promise<boolean> | null = null;

/**
 * Gets a new access token from the browser's session (the HttpOnly cookie set at sign-in), once at a
 * time however many calls ask; true when the session was still open.
 */
function renew(): Promise<boolean> {
  renewing ??= (async () => {
    try {
      takeAnswer(await api.refresh());
      return true;
    } catch {
      return false;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/** Signs in; throws the API's error so the form can explain it. */
export async function signIn(email: string, password: string): Promise<void> {
  takeAnswer(await api.login(email, password));
}

/** Changes the signed-in user's password: the server ends every other session and gives this tab a new one. */
export async function changePassword(current: string, password: string): Promise<void> {
  const answer = await authorized((t) => api.changePassword(current, password, t));
  takeAnswer(answer);
}

function takeAnswer(answer: { accessToken: string; user: User }): void {
  writeToken(answer.accessToken);
  token = answer.accessToken;
  publish({ status: "signedIn", user: answer.user });
  resumeWaiting();
}

/** Revokes the token and forgets it; settles with a failure worth telling (a 401 is not one). */
export async function signOut(): Promise<unknown> {
  const current = token;
  let failure: unknown = undefined;
  try {
    await api.logout(current);
  } catch (err) {
    if (!isUnauthorized(err)) failure = err;
  }
  token = null;
  writeToken(null);
  clearDrafts();
  publish({ status: "signedOut", user: null });
  return failure;
}

/**
 * Runs a call with the token, once someone is signed in. A 401 asks the editor to sign in again,
 * then runs the call again: the promise settles only after that, and nothing is lost.
 */
export async function authorized<T>(call: (token: string) => Promise<T>, signal?: AbortSignal): Promise<T> {
  await startSession();
  for (;;) {
    signal?.throwIfAborted();
    const current = token;
    if (current) {
      try {
        return await call(current);
      } catch (err) {
        if (!isUnauthorized(err)) throw err;
        if (token === current) {
          token = null;
          writeToken(null);
          // An expired token is renewed from the browser's session; a session that ended asks to sign in.
          if (await renew()) continue;
          if (token === null) publish({ status: "expired", user: snapshot.user });
        }
      }
    }
    await nextSignIn(signal);
  }
}
