import { isRouteErrorResponse } from "react-router";
import { ApiError, NetworkError } from "./api-client.ts";

/** How a screen failed to load, for the sentence its error boundary shows. */
export type FailureKind = "network" | "unauthorized" | "notFound" | "server" | "other";

export function failureKind(err: unknown): FailureKind {
  if (err instanceof NetworkError) return "network";
  const status = err instanceof ApiError || isRouteErrorResponse(err) ? err.status : null;
  if (status === 401) return "unauthorized";
  if (status === 404) return "notFound";
  if (status !== null && status >= 500) return "server";
  return "other";
}
