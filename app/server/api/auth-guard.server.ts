import type { FastifyRequest } from "fastify";
import type { TokenService, TokenUser } from "../auth/tokens.server.ts";
import { ApiError } from "./errors.server.ts";

declare module "fastify" {
  interface FastifyRequest {
    user?: TokenUser;
  }
}

/** Reads "Authorization: Bearer <jwt>" and checks it; every failure is a 401 with the reason. */
export async function requireUser(request: FastifyRequest, tokens: TokenService): Promise<TokenUser> {
  const header = request.headers.authorization;
  if (!header) throw new ApiError(401, "unauthorized", "Sign in first: this call needs a Bearer token.");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new ApiError(401, "unauthorized", "The Authorization header must be 'Bearer <token>'.");
  const result = await tokens.verify(match[1]);
  if ("error" in result) throw new ApiError(401, "unauthorized", result.error);
  request.user = result.user;
  return result.user;
}
