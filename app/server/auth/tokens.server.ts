import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT, errors, type JWTPayload } from "jose";
import type { AccountStore, Role, User } from "../store/store.server.ts";

/** The one algorithm we sign and accept: a token that claims another (or "none") is rejected. */
const ALG = "HS256";
const ISSUER = "simbiosis";
const VERIFIED_KEPT = 1000;

const SESSION_ENDED =
  "This session has ended (the account was changed or removed, or the server was updated): sign in again.";

export interface TokenUser {
  id: number;
  email: string;
  /** As the database has it now, whatever the token was issued with. */
  role: Role;
  jti: string;
  expiresAt: Date;
  /** The browser session (refresh cookie) the token was issued for, if any. */
  sid?: string;
}

export interface TokenServiceOptions {
  /** The clock tokens are issued and checked by (tests move it instead of sleeping). */
  now?: () => Date;
}

/**
 * Tokens name their user by e-mail (sub), id (uid) and token version (ver). Every check reads the user's
 * row, so a removed user, a new account under the same e-mail, or a version moved on by a password or
 * role change ends every token issued before.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly store: AccountStore;
  private readonly now: () => Date;
  /**
   * Tokens whose signature was already checked, by their exact text: the signature is checked once per
   * token instead of once per request (WebCrypto's HMAC runs on libuv's thread pool, which compression
   * also uses; under load each check waited hundreds of milliseconds). Expiry and the user's current
   * state are still checked on every request.
   */
  private readonly verified = new Map<string, JWTPayload>();
  readonly ttlSeconds: number;

  constructor(secret: string, store: AccountStore, ttlSeconds: number, options: TokenServiceOptions = {}) {
    this.key = new TextEncoder().encode(secret);
    this.store = store;
    this.ttlSeconds = ttlSeconds;
    this.now = options.now ?? (() => new Date());
  }

  /** A token for the user, bound to a browser session when `sid` is given (it then ends with the session). */
  async issue(
    user: Pick<User, "id" | "email" | "tokenVersion">,
    sid?: string,
  ): Promise<{ token: string; expiresIn: number }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const token = await new SignJWT({ uid: user.id, ver: user.tokenVersion, ...(sid ? { sid } : {}) })
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setSubject(user.email)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Returns the user of a valid, unexpired, unrevoked, current token, or a reason it is not. */
  async verify(token: string): Promise<{ user: TokenUser } | { error: string }> {
    let payload = this.verified.get(token);
    if (payload && (payload.exp ?? 0) <= Math.floor(this.now().getTime() / 1000)) {
      this.verified.delete(token);
      payload = undefined;
    }
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, this.key, {
          algorithms: [ALG],
          issuer: ISSUER,
          currentDate: this.now(),
        }));
      } catch (err) {
        if (err instanceof errors.JWTExpired) return { error: "The token has expired: sign in again." };
        return { error: "The token is not valid." };
      }
      this.verified.set(token, payload);
      if (this.verified.size > VERIFIED_KEPT)
        this.verified.delete(this.verified.keys().next().value as string);
    }
    const { sub, jti, exp, uid, ver } = payload;
    const sid = typeof payload.sid === "string" ? payload.sid : undefined;
    if (!sub || !jti || !exp) return { error: "The token is missing required claims." };
    // Tokens from before users had a token version carry none: they end like any outdated session.
    if (typeof uid !== "number" || typeof ver !== "number") return { error: SESSION_ENDED };
    // Database errors are not caught here: a store that cannot answer is a 500, not a bad token.
    const session = await this.store.checkSession(sub, jti, sid);
    if (session?.revoked || session?.live === false)
      return { error: "The token has been revoked (signed out): sign in again." };
    if (!session || session.id !== uid || session.tokenVersion !== ver) return { error: SESSION_ENDED };
    return {
      user: {
        id: uid,
        email: sub,
        role: session.role,
        jti,
        expiresAt: new Date(exp * 1000),
        ...(sid ? { sid } : {}),
      },
    };
  }
}
