import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { SESSION_COOKIE, SESSION_DAYS } from "../../content/browser-storage.ts";
import { readCookie } from "../../i18n/detect.ts";
import type { AccountStore, User } from "../store/store.server.ts";
import type { TokenService } from "./tokens.server.ts";

/*
 * Browser sessions (docs/decisions/0010-browser-sessions-and-roles.md): signing in makes one, named by an HttpOnly,
 * SameSite=Strict cookie that only /api/auth/* receives. The short-lived access token (sessionStorage) is
 * renewed from it, so a new tab or a long working day needs no new sign-in; signing out removes the row,
 * which ends every token issued for it in every tab at once.
 */

const SESSION_PATH = "/api/auth";

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** The Set-Cookie value for a session (or, with no value, one that removes it). */
export function sessionCookie(value: string | null, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${value ?? ""}`,
    `Path=${SESSION_PATH}`,
    "HttpOnly",
    "SameSite=Strict",
    value ? `Max-Age=${SESSION_DAYS * 24 * 3600}` : "Max-Age=0",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export interface OpenedSession {
  accessToken: string;
  expiresIn: number;
  cookie: string;
}

/** A new browser session for the user, its first access token and its cookie. */
export async function openSession(
  store: AccountStore,
  tokens: TokenService,
  user: Pick<User, "id" | "email" | "tokenVersion">,
  secure: boolean,
): Promise<OpenedSession> {
  const id = randomUUID();
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000).toISOString();
  await store.createSession({ id, userId: user.id, secretHash: hashSecret(secret), expiresAt });
  const { token, expiresIn } = await tokens.issue(user, id);
  return { accessToken: token, expiresIn, cookie: sessionCookie(`${id}.${secret}`, secure) };
}

/** The session a request's cookie names, if it is one of ours, unexpired, with its secret; else undefined. */
export async function sessionOf(
  store: AccountStore,
  cookieHeader: string | undefined,
): Promise<{ id: string; user: User } | undefined> {
  const raw = readCookie(cookieHeader ?? null, SESSION_COOKIE);
  const m = raw ? /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!m?.[1] || !m[2]) return undefined;
  const session = await store.getSession(m[1]);
  if (!session) return undefined;
  const expected = Buffer.from(session.secretHash, "hex");
  const given = Buffer.from(hashSecret(m[2]), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Date.parse(session.expiresAt) <= Date.now()) {
    await store.deleteSession(session.id);
    return undefined;
  }
  return { id: session.id, user: session.user };
}
