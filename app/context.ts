import { createContext } from "react-router";
import type { Lang } from "./content/page-model.ts";
import type { Services } from "./server/services.server.ts";

/*
 * Tokens shared by server.ts and the React Router build. This module is kept external to the SSR
 * bundle (vite.config.ts) so both sides hold the same token instances.
 */

export interface RequestInfo {
  /** The public origin pages name (app/server/origin.server.ts): PUBLIC_URL, or the request's checked host. */
  origin: string;
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();
export type { Lang };
