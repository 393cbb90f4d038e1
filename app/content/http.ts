import { data, isRouteErrorResponse } from "react-router";
import type { DebugInfo } from "./views.ts";

/** The content screens whose missing pages get a 404 of their own: their name, and a way back to their list. */
export const MISSING_SECTIONS = ["article", "document", "project", "product", "bio", "chapter"] as const;
export type MissingSection = (typeof MISSING_SECTIONS)[number];

/** What a 404 carries to the error boundary that renders it (app/root.tsx). */
export interface NotFoundInfo {
  /** The screen that has no such page; none for an address no screen claims. */
  section?: MissingSection;
  /** The page names, for editors and development only (loaders send it only then). */
  debug?: DebugInfo;
}

/**
 * Thrown by loaders when there is nothing at the address: React Router answers HTTP 404 and the root
 * error boundary shows the not-found page in the visitor's language. The one way any screen says 404.
 */
export function notFound(info?: NotFoundInfo): never {
  throw data(info ?? null, { status: 404 });
}

function isDebugInfo(value: unknown): value is DebugInfo {
  if (typeof value !== "object" || value === null) return false;
  const v: { total?: unknown; pages?: unknown } = value;
  return typeof v.total === "number" && Array.isArray(v.pages);
}

/**
 * The not-found details of an error a boundary caught: undefined when it is not a 404. Read back
 * field by field: a 404 from elsewhere (a .data answer the router did not make) may carry anything.
 */
export function notFoundInfo(error: unknown): NotFoundInfo | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  const raw: unknown = error.data;
  if (typeof raw !== "object" || raw === null) return {};
  const { section, debug }: { section?: unknown; debug?: unknown } = raw;
  return {
    section: MISSING_SECTIONS.find((s) => s === section),
    debug: isDebugInfo(debug) ? debug : undefined,
  };
}
