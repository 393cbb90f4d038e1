import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHttp } from "../../app/server/http.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, startApi, type Harness } from "../support/api-harness.ts";

/** Request logs say what happened (method, URL, status, time) and never carry secrets. */
describe("request logging", () => {
  let h: Harness;
  const lines: string[] = [];
  beforeAll(async () => {
    h = await startApi(adapters[0]!);
  });
  afterAll(async () => h.close());

  it("logs requests without passwords, tokens or bodies", async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildHttp(h.services, { logger: true, logStream: stream });
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    const token = (login.json() as { accessToken: string }).accessToken;
    await app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}`, cookie: "lang=en" },
      payload: { Page: "logged", Template: "Page", values: [{ name: "Secret", value: "do-not-log-this" }] },
    });
    await app.close();
    const log = lines.join("");
    expect(log).toContain('"url":"/api/auth/login"');
    expect(log).toContain('"statusCode":201');
    expect(log).not.toContain(ADMIN.password);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split(".")[2]);
    expect(log).not.toContain("do-not-log-this");
    expect(log.toLowerCase()).not.toContain("authorization");
  });
});
