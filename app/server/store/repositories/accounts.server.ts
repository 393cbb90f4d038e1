import type { Selectable } from "kysely";
import type { UsersTable } from "../schema.server.ts";
import {
  UserExistsError,
  type AccountStore,
  type Role,
  type RoleChange,
  type SessionCheck,
  type SessionRow,
  type User,
  type UserRemoval,
} from "../store.server.ts";
import type { StoreContext } from "./context.server.ts";
import { isUniqueViolation, normalizeEmail, type Db, type Trx } from "./rows.server.ts";

/* Editors' accounts (`users`), their browser sessions, revoked tokens and the attempts rate limits count. */

function userOf(
  r: Pick<Selectable<UsersTable>, "id" | "email" | "role" | "password_hash" | "created_at" | "token_version">,
): User {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    passwordHash: r.password_hash,
    createdAt: r.created_at,
    tokenVersion: r.token_version,
  };
}

async function deleteSessionsOf(db: Db, email: string) {
  await db
    .deleteFrom("sessions")
    .where("user_id", "in", (eb) =>
      eb.selectFrom("users").select("users.id").where("users.email", "=", email),
    )
    .execute();
}

export class AccountRepository implements AccountStore {
  readonly #db: StoreContext["db"];
  readonly #kind: StoreContext["kind"];

  constructor(ctx: StoreContext) {
    this.#db = ctx.db;
    this.#kind = ctx.kind;
  }

  async countUsers(): Promise<number> {
    const row = await this.#db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listUsers(): Promise<Omit<User, "passwordHash" | "tokenVersion">[]> {
    const rows = await this.#db
      .selectFrom("users")
      .select(["id", "email", "role", "created_at"])
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, createdAt: r.created_at }));
  }

  async getUserByEmail(email: string): Promise<User | undefined> {
    const r = await this.#db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    return r ? userOf(r) : undefined;
  }

  async createUser(email: string, passwordHash: string, role: Role): Promise<User> {
    const createdAt = new Date().toISOString();
    const normalized = normalizeEmail(email);
    try {
      await this.#db
        .insertInto("users")
        .values({ email: normalized, password_hash: passwordHash, role, created_at: createdAt })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new UserExistsError(normalized);
      throw err;
    }
    const user = await this.getUserByEmail(normalized);
    if (!user) throw new Error("user was not created");
    return user;
  }

  async setPassword(email: string, passwordHash: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("users")
        .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await deleteSessionsOf(trx, normalized);
      return true;
    });
  }

  /**
   * Locks (PostgreSQL) the user and every admin, always in id order so two changes cannot deadlock,
   * and tells whether this user is the only admin left. A row removed while we waited is skipped.
   */
  async #lockUserAndAdmins(trx: Trx, email: string) {
    let q = trx
      .selectFrom("users")
      .select(["id", "email", "role"])
      .where((eb) => eb.or([eb("email", "=", email), eb("role", "=", "admin")]))
      .orderBy("id");
    if (this.#kind === "postgres") q = q.forUpdate();
    const rows = await q.execute();
    const user = rows.find((r) => r.email === email);
    const admins = rows.filter((r) => r.role === "admin").length;
    return user ? { role: user.role, lastAdmin: user.role === "admin" && admins <= 1 } : undefined;
  }

  async setRole(email: string, role: Role): Promise<RoleChange> {
    const normalized = normalizeEmail(email);
    return this.#db.transaction().execute(async (trx) => {
      const user = await this.#lockUserAndAdmins(trx, normalized);
      if (!user) return "not_found";
      if (user.role === role) return "unchanged";
      if (user.lastAdmin) return "last_admin";
      await trx
        .updateTable("users")
        .set((eb) => ({ role, token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .execute();
      await deleteSessionsOf(trx, normalized);
      return "changed";
    });
  }

  async deleteUser(email: string): Promise<UserRemoval> {
    const normalized = normalizeEmail(email);
    return this.#db.transaction().execute(async (trx) => {
      const user = await this.#lockUserAndAdmins(trx, normalized);
      if (!user) return "not_found";
      if (user.lastAdmin) return "last_admin";
      await deleteSessionsOf(trx, normalized);
      await trx.deleteFrom("users").where("email", "=", normalized).execute();
      return "removed";
    });
  }

  async checkSession(email: string, jti: string, sid?: string): Promise<SessionCheck | undefined> {
    // One query on unique indexes (users.email, revoked_tokens.jti, sessions.id): this runs on every request.
    const r = await this.#db
      .selectFrom("users")
      .select(["id", "role", "token_version"])
      .select((eb) => [
        eb.exists(eb.selectFrom("revoked_tokens").select("jti").where("jti", "=", jti)).as("revoked"),
        eb
          .exists(
            eb
              .selectFrom("sessions")
              .select("id")
              .where("id", "=", sid ?? ""),
          )
          .as("live"),
      ])
      .where("email", "=", email)
      .executeTakeFirst();
    // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
    return r
      ? {
          id: r.id,
          role: r.role,
          tokenVersion: r.token_version,
          revoked: Boolean(r.revoked),
          live: sid === undefined || Boolean(r.live),
        }
      : undefined;
  }

  async createSession(session: SessionRow): Promise<void> {
    await this.#db.deleteFrom("sessions").where("expires_at", "<", new Date().toISOString()).execute();
    await this.#db
      .insertInto("sessions")
      .values({
        id: session.id,
        user_id: session.userId,
        secret_hash: session.secretHash,
        created_at: new Date().toISOString(),
        expires_at: session.expiresAt,
      })
      .execute();
  }

  async getSession(id: string): Promise<(SessionRow & { user: User }) | undefined> {
    const r = await this.#db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "sessions.id as sid",
        "sessions.secret_hash",
        "sessions.expires_at",
        "users.id",
        "users.email",
        "users.role",
        "users.password_hash",
        "users.created_at",
        "users.token_version",
      ])
      .where("sessions.id", "=", id)
      .executeTakeFirst();
    return r
      ? {
          id: r.sid,
          userId: r.id,
          secretHash: r.secret_hash,
          expiresAt: r.expires_at,
          user: userOf(r),
        }
      : undefined;
  }

  async deleteSession(id: string): Promise<void> {
    await this.#db.deleteFrom("sessions").where("id", "=", id).execute();
  }

  async endSessions(email: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("users")
        .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await deleteSessionsOf(trx, normalized);
      return true;
    });
  }

  async revokeToken(jti: string, expiresAt: Date): Promise<void> {
    const now = new Date().toISOString();
    await this.#db.deleteFrom("revoked_tokens").where("expires_at", "<", now).execute();
    await this.#db
      .insertInto("revoked_tokens")
      .values({ jti, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column("jti").doNothing())
      .execute();
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    const r = await this.#db
      .selectFrom("revoked_tokens")
      .select("jti")
      .where("jti", "=", jti)
      .executeTakeFirst();
    return r !== undefined;
  }

  async recordAttempt(keys: string[], at: Date): Promise<void> {
    // Old records go with the retention job (LOGIN_FAILURES_/FORM_LIMITS_RETENTION_HOURS), not here.
    if (keys.length === 0) return;
    await this.#db
      .insertInto("login_failures")
      .values(keys.map((key) => ({ key, at: at.toISOString() })))
      .execute();
  }

  async countAttempts(key: string, since: Date): Promise<number> {
    const row = await this.#db
      .selectFrom("login_failures")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("key", "=", key)
      .where("at", ">=", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
