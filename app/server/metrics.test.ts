import { describe, expect, it } from "vitest";
import { Metrics } from "./metrics.server.ts";

/** The numbers kept per series come out as Prometheus reads them: counters, and cumulative buckets. */
describe("metrics as scraped", () => {
  const lines = async (m: Metrics) => (await m.text()).split("\n");

  it("counts requests per method, route and status, and puts each duration in the first bucket that holds it", async () => {
    const m = new Metrics();
    m.request("GET", "/article/:id", 200, 0.001); // on a bound: that bucket
    m.request("GET", "/article/:id", 200, 0.3);
    m.request("GET", "/article/:id", 404, 30); // past every bound: +Inf only
    m.request("PROPFIND", "/*", "aborted", 0.002);
    const text = await lines(m);
    expect(text).toContain('simbiosis_http_requests_total{method="GET",route="/article/:id",status="200"} 2');
    expect(text).toContain('simbiosis_http_requests_total{method="GET",route="/article/:id",status="404"} 1');
    expect(text).toContain('simbiosis_http_requests_total{method="other",route="/*",status="aborted"} 1');
    const bucket = (le: string) =>
      text.find((l) =>
        l.startsWith(`simbiosis_http_request_duration_seconds_bucket{le="${le}",route="/article/:id"}`),
      );
    expect(
      [bucket("0.001"), bucket("0.25"), bucket("0.5"), bucket("10"), bucket("+Inf")].map(
        (l) => l?.split(" ")[1],
      ),
    ).toEqual(["1", "1", "2", "2", "3"]);
    expect(text).toContain('simbiosis_http_request_duration_seconds_count{route="/article/:id"} 3');
    expect(text).toContain('simbiosis_http_request_duration_seconds_sum{route="/article/:id"} 30.301');
    expect(text.filter((l) => l === "# TYPE simbiosis_http_request_duration_seconds histogram")).toHaveLength(
      1,
    );
  });

  it("keeps each instance's numbers apart, and adds process metrics only when asked", async () => {
    const a = new Metrics();
    const b = new Metrics();
    a.cacheLookup(true);
    a.cacheLookup(false);
    a.cacheLookup(true);
    a.query(4, true);
    expect(await lines(a)).toEqual(
      expect.arrayContaining([
        'simbiosis_response_cache_requests_total{result="hit"} 2',
        'simbiosis_response_cache_requests_total{result="miss"} 1',
        "simbiosis_db_query_duration_seconds_count 1",
        "simbiosis_db_query_errors_total 1",
      ]),
    );
    expect(await lines(b)).toContain('simbiosis_response_cache_requests_total{result="hit"} 0');
    expect((await b.text()).includes("process_cpu_seconds_total")).toBe(false);
    b.collectProcess();
    expect((await b.text()).includes("process_cpu_seconds_total")).toBe(true);
  });
});
