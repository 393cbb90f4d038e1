import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT, errors } from "jose";
import type { Role, Store } from "../store/store.ts";

/** The one algorithm we sign and accept: a token that claims another (or "none") is rejected. */
const ALG = "HS256";
const ISSUER = "simbiosis";

export interface TokenUser {
  email: string;
  role: Role;
  jti: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly store: Store;
  readonly ttlSeconds: number;

  constructor(secret: string, store: Store, ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
    this.store = store;
    this.ttlSeconds = ttlSeconds;
  }

  async issue(user: { email: string; role: Role }): Promise<{ token: string; expiresIn: number }> {
    const token = await new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setSubject(user.email)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Returns the user of a valid, unexpired, unrevoked token, or a reason it is not. */
  async verify(token: string): Promise<{ user: TokenUser } | { error: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER });
      const role = payload.role;
      if (!payload.sub || !payload.jti || !payload.exp || (role !== "admin" && role !== "editor")) {
        return { error: "The token is missing required claims." };
      }
      if (await this.store.isTokenRevoked(payload.jti))
        return { error: "The token has been revoked (signed out)." };
      return {
        user: { email: payload.sub, role, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) },
      };
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { error: "The token has expired: sign in again." };
      return { error: "The token is not valid." };
    }
  }
}
