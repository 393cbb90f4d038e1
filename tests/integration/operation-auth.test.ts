import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { permissionsOf, ROLES, type Permissions, type Role } from "../../app/content/roles.ts";
import { guardOperations } from "../../app/server/api/auth-guard.server.ts";
import { registerErrorHandling } from "../../app/server/api/errors.server.ts";
import * as api from "../../app/server/api/openapi.server.ts";
import { defineOperation, type Operation } from "../../app/server/api/validate.server.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { relativeRoutesOnly } from "../../app/server/http/api.server.ts";
import { adapters } from "../support/adapters.ts";
import { EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * Each API operation's declared `auth` and `permission` (app/server/api/openapi.server.ts) is what the
 * server enforces, before any handler runs (app/server/api/auth-guard.server.ts), and what the OpenAPI
 * document says.
 */

type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType>;
interface DocOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
}
interface Doc {
  paths: Record<string, Record<string, DocOperation>>;
}

/** Every operation the API module declares, by operationId. */
function declaredOperations(): Map<string, AnyOperation> {
  const found = new Map<string, AnyOperation>();
  for (const group of Object.values(api))
    if (group && typeof group === "object")
      for (const op of Object.values(group as Record<string, unknown>))
        if (op && typeof op === "object" && "spec" in op && "schema" in op) {
          const operation = op as AnyOperation;
          found.set(operation.spec.operationId, operation);
        }
  return found;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A concrete address for a documented path: any value will do, the check comes before the parameters'. */
function address(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "email" ? "x%40y.example" : "x"));
}

const AUTHOR = { email: "author@test.local", password: "a long enough author password" };
const sqlite = adapters.filter((a) => a.name === "sqlite");

describe.each(sqlite)("each operation's declared auth, on $name", (target) => {
  let h: Harness;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    h = await startApi(target);
    await h.services.store.createUser(AUTHOR.email, await hashPassword(AUTHOR.password), "author");
    tokens.admin = await h.login();
    tokens.editor = await h.login(EDITOR);
    tokens.author = await h.login(AUTHOR);
  });
  afterAll(async () => h.close());

  async function documented(): Promise<Array<{ method: string; path: string; op: DocOperation }>> {
    const doc = json<Doc>(await h.app.inject({ method: "GET", url: "/api/openapi.json" }));
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })),
    );
  }

  it("says in the document exactly what each declaration says", async () => {
    const declared = declaredOperations();
    const inDocument = await documented();
    expect(inDocument.length).toBeGreaterThan(40);
    for (const { op } of inDocument) {
      const spec = declared.get(op.operationId)?.spec;
      expect(spec, op.operationId).toBeDefined();
      const expected = !spec?.auth
        ? undefined
        : spec.auth === true
          ? [{ bearerAuth: [] }]
          : [{ bearerAuth: [] }, { sessionCookie: [] }];
      expect(op.security, op.operationId).toEqual(expected);
    }
    // A permission is only ever declared for a call that needs a token.
    for (const { spec } of declared.values())
      if (spec.permission) expect(spec.auth, spec.operationId).toBe(true);
  });

  it("refuses every call whose document asks for a token when none is sent, and no other", async () => {
    for (const { method, path, op } of await documented()) {
      const res = await h.app.inject({ method: method.toUpperCase() as "GET", url: address(path) });
      const refused = res.statusCode === 401 && json(res).code === "unauthorized";
      expect(refused, `${method} ${path} (${op.operationId}): ${res.statusCode} ${res.body}`).toBe(
        op.security !== undefined,
      );
    }
  });

  it("refuses each call declared with a permission to the roles without it, with the declared words", async () => {
    const declared = declaredOperations();
    let checked = 0;
    for (const { method, path, op } of await documented()) {
      const permission = declared.get(op.operationId)?.spec.permission;
      if (!permission) continue;
      for (const role of ROLES) {
        const allowed = permissionsOf(role)[permission.needs];
        const res = await h.app.inject({
          method: method.toUpperCase() as "GET",
          url: address(path),
          headers: { authorization: `Bearer ${tokens[role]}` },
        });
        const forbidden = res.statusCode === 403;
        expect(forbidden, `${role} ${method} ${path}: ${res.statusCode} ${res.body}`).toBe(!allowed);
        if (forbidden) expect(json(res)).toEqual({ message: permission.refusal, code: "forbidden" });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18 * ROLES.length);
  });

  describe("an operation with no check in its handler", () => {
    let app: FastifyInstance;
    const whoAmI = defineOperation({
      operationId: "probeWhoAmI",
      tags: ["meta"],
      summary: "Who calls",
      auth: true,
      responses: { 200: { description: "The caller.", schema: z.object({ email: z.string() }) } },
    });
    const needs = (permission: keyof Permissions) =>
      defineOperation({
        operationId: `probe_${permission}`,
        tags: ["meta"],
        summary: "Needs a permission",
        auth: true,
        permission: { needs: permission, refusal: `Only with ${permission}.` },
        responses: { 200: { description: "Done.", schema: z.object({ ok: z.literal(true) }) } },
      });

    beforeAll(async () => {
      app = fastify();
      registerErrorHandling(app);
      guardOperations(app, h.services);
      // The handlers say nothing of tokens or roles: the declaration alone guards them.
      app.get("/who", { schema: whoAmI.schema }, async (request) => ({ email: request.user?.email }));
      app.post("/users-only", { schema: needs("manageUsers").schema }, async () => ({ ok: true }));
      await app.ready();
    });
    afterAll(async () => app.close());

    it("refuses an anonymous caller, a malformed header and a forged token, and finds a signed-in one", async () => {
      for (const authorization of [undefined, "Basic eDp5", "Bearer not.a.token"]) {
        const res = await app.inject({
          method: "GET",
          url: "/who",
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, authorization).toBe(401);
        expect(json(res).code).toBe("unauthorized");
      }
      const res = await app.inject({
        method: "GET",
        url: "/who",
        headers: { authorization: `Bearer ${tokens.editor}` },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ email: EDITOR.email });
    });

    it("refuses a signed-in caller whose role lacks the declared permission, before the body is even looked at", async () => {
      const call = (role: Role) =>
        app.inject({
          method: "POST",
          url: "/users-only",
          headers: { authorization: `Bearer ${tokens[role]}`, "content-type": "application/json" },
          payload: { anything: true },
        });
      expect(json(await call("editor"))).toEqual({ message: "Only with manageUsers.", code: "forbidden" });
      expect((await call("author")).statusCode).toBe(403);
      expect((await call("admin")).statusCode).toBe(200);
    });
  });

  it("refuses at start an API route written with its full address (it would be served under /api/api/)", async () => {
    const app = fastify();
    const registering = app.register(
      async (scope) => {
        relativeRoutesOnly(scope);
        scope.get("/api/prod/oops", async () => ({}));
      },
      { prefix: "/api" },
    );
    await expect(registering).rejects.toThrow(
      /\/api\/api\/prod\/oops: API routes are written relative to \/api/,
    );
    await app.close();
  });
});
