import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { permissionsOf } from "../../content/roles.ts";
import { sessionOf } from "../auth/sessions.server.ts";
import type { TokenService, TokenUser } from "../auth/tokens.server.ts";
import type { AccountStore } from "../store/store.server.ts";
import { ApiError } from "./errors.server.ts";
import { operationOf, type OperationSpec } from "./validate.server.ts";

/*
 * Who may call what, as each operation declares it (its `auth` and `permission` in openapi.server.ts, the
 * same declaration the API document's `security` is made from): checked before the handler runs, for
 * every route of the API registered with an operation. A handler cannot forget it; it finds the caller
 * in `request.user` (signedIn).
 */

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, as its token says (set for the operations that declare `auth`). */
    user?: TokenUser;
    /** The browser's session from its cookie (operations declared "token-or-session"). */
    browserSession?: Awaited<ReturnType<typeof sessionOf>>;
  }
}

/** Reads "Authorization: Bearer <jwt>" and checks it; every failure is a 401 with the reason. */
async function tokenUser(request: FastifyRequest, tokens: TokenService): Promise<TokenUser> {
  const header = request.headers.authorization;
  if (!header) throw new ApiError(401, "unauthorized", "Sign in first: this call needs a Bearer token.");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new ApiError(401, "unauthorized", "The Authorization header must be 'Bearer <token>'.");
  const result = await tokens.verify(match[1]);
  if ("error" in result) throw new ApiError(401, "unauthorized", result.error);
  return result.user;
}

/** The check an operation's declaration asks for, run before its handler. */
function guardOf(
  spec: Pick<OperationSpec<unknown, unknown, unknown>, "auth" | "permission">,
  services: { tokens: TokenService; store: AccountStore },
): preHandlerAsyncHookHandler {
  const { permission } = spec;
  if (spec.auth === "token-or-session") {
    return async (request) => {
      // Either is enough: a tab whose token has expired still ends its browser's session.
      const session = await sessionOf(services.store, request.headers.cookie);
      try {
        request.user = await tokenUser(request, services.tokens);
      } catch (err) {
        if (!session) throw err;
      }
      request.browserSession = session;
    };
  }
  return async (request) => {
    const user = await tokenUser(request, services.tokens);
    if (permission && !permissionsOf(user.role)[permission.needs])
      throw new ApiError(403, "forbidden", permission.refusal);
    request.user = user;
  };
}

/**
 * Adds to each route of `api` registered with an operation that declares `auth` the check it declares,
 * before any other preHandler (after the body is read, as before: a malformed body is a 400 either way).
 */
export function guardOperations(
  api: FastifyInstance,
  services: { tokens: TokenService; store: AccountStore },
) {
  api.addHook("onRoute", (route) => {
    const spec = operationOf(route.schema)?.spec;
    if (!spec?.auth) return;
    const guard = guardOf(spec, services);
    const own = route.preHandler;
    route.preHandler = own === undefined ? [guard] : Array.isArray(own) ? [guard, ...own] : [guard, own];
  });
}

/** The caller of an operation that declares `auth` (its guard found it before the handler ran). */
export function signedIn(request: FastifyRequest): TokenUser {
  if (!request.user)
    throw new Error(`${request.method} ${request.routeOptions.url}: its operation does not declare auth`);
  return request.user;
}
