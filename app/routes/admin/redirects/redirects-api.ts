import type { NotFoundCount, Redirect, RedirectInput } from "../../../content/redirects.ts";
import { call } from "../shell/api-client.ts";

/** The API's calls for the redirects and the 404 log (app/server/api/addresses.server.ts). */

export type RedirectRow = Redirect;
export type { RedirectInput };
export type NotFoundRow = NotFoundCount;

export const redirectsApi = {
  list(token: string, signal?: AbortSignal): Promise<{ Items: RedirectRow[] }> {
    return call("/api/redirects", { token, signal });
  },
  add(input: RedirectInput, token: string): Promise<RedirectRow> {
    return call("/api/redirects", { method: "POST", body: input, token });
  },
  save(id: number, input: RedirectInput, token: string): Promise<RedirectRow> {
    return call(`/api/redirects/${id}`, { method: "PUT", body: input, token });
  },
  remove(id: number, token: string): Promise<{ ok: true }> {
    return call(`/api/redirects/${id}`, { method: "DELETE", token });
  },
  notFound(
    days: number,
    token: string,
    signal?: AbortSignal,
  ): Promise<{ from: string; to: string; retentionDays: number; Items: NotFoundRow[] }> {
    return call(`/api/not-found?days=${days}`, { token, signal });
  },
};
