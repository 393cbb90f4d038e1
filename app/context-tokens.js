/*
 * The router context tokens, in plain JavaScript: the one module that server.ts's bundle and the React
 * Router build both import from outside themselves (vite.config.ts, scripts/build-server.ts), so both
 * hold the same token instances. Plain JavaScript because the production server loads no TypeScript
 * (it runs with --no-experimental-strip-types): its types are in context-tokens.d.ts.
 */
import { createContext } from "react-router";

export const servicesContext = createContext();
export const requestContext = createContext();
