import type { AudiencePeriod, AudienceReport, PageAudience } from "../../../content/analytics.ts";
import { call } from "../shell/api-client.ts";

/** The audience's calls (issue 43): GET /api/audience, GET /api/audience/pages/{page}. */
export const audienceApi = {
  report(days: AudiencePeriod, token: string, signal?: AbortSignal): Promise<AudienceReport> {
    return call(`/api/audience?days=${days}`, { token, signal });
  },
  page(name: string, token: string, signal?: AbortSignal): Promise<PageAudience> {
    return call(`/api/audience/pages/${encodeURIComponent(name)}?days=30`, { token, signal });
  },
};
