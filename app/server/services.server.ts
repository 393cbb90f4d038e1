import type { AudienceCounter } from "./analytics/counter.server.ts";
import type { Assistant } from "./assistant/assistant.server.ts";
import type { TokenService } from "./auth/tokens.server.ts";
import type { Config } from "./config.server.ts";
import type { FileStore } from "./files/file-store.server.ts";
import type { Metrics } from "./metrics.server.ts";
import type { Store } from "./store/store.server.ts";

/** What a server process holds: built once at start, shared by the API and the site's loaders. */
export interface Services {
  config: Config;
  store: Store;
  files: FileStore;
  tokens: TokenService;
  /** The /chatbot assistant (app/server/assistant/). */
  assistant: Assistant;
  /** This instance's counters for /metrics (app/server/metrics.server.ts). */
  metrics: Metrics;
  /** This copy's count of the public audience, flushed in batches (app/server/analytics/). */
  analytics: AudienceCounter;
}
