import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { startApi, type Harness } from "../support/api-harness.ts";

describe("security headers", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(adapters[0]!);
  });
  afterAll(async () => h.close());

  it.each(["/api/prod/pages", "/api/nope", "/content/nothing.png", "/api/docs/"])(
    "are on every response: %s",
    async (url) => {
      const res = await h.app.inject({ method: "GET", url });
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBeTruthy();
    },
  );

  it("never answers an error with a stack trace or HTML", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+|<html/i);
  });
});
