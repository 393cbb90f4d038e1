import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { Metrics } from "./metrics.server.ts";
import { RequestObserver } from "./observe.server.ts";

describe("the request observer", () => {
  it("counts a request whose client left before its turn came as aborted, once", async () => {
    const metrics = new Metrics();
    const observer = new RequestObserver(metrics);
    const req = new http.IncomingMessage(new net.Socket());
    req.method = "GET";
    req.url = "/api/prod/pages";
    observer.begin(req);
    // The visitor left while the request waited (turn-budget.server.ts): its "close" has come and gone.
    const res = new http.ServerResponse(req);
    const closed = new Promise((resolve) => res.once("close", resolve));
    res.destroy();
    await closed;
    expect(observer.track(req, res)).toBe(false);
    const counted = (await metrics.text())
      .split("\n")
      .filter((l) => l.startsWith("simbiosis_http_requests_total{"));
    expect(counted).toEqual([
      'simbiosis_http_requests_total{method="GET",route="/api/prod/pages",status="aborted"} 1',
    ]);
  });
});
