import type { RouterContext } from "react-router";
import type { RequestInfo } from "./context.ts";
import type { Services } from "./server/services.server.ts";

export declare const servicesContext: RouterContext<Services>;
export declare const requestContext: RouterContext<RequestInfo>;
