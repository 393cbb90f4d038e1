import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { UserExistsError } from "../../app/server/store/store.server.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

/**
 * Many clients writing the same page at the same moment, through the real API: the store decides
 * who wins, and every loser gets a 409 with the page as it now is (or, for a plain save, becomes an
 * update) — never a 5xx.
 */
describe.each(adapters)("concurrent writes on $name", (target) => {
  let h: Harness;
  let auth: string;
  beforeAll(async () => {
    h = await startApi(target);
    auth = `Bearer ${await h.login()}`;
  });
  afterAll(async () => h.close());

  const doc = (name: string, text: string) => ({
    Page: name,
    Template: "Page",
    values: [{ name: "Body", value: text }],
  });

  const save = (payload: object, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: auth, ...headers },
      payload,
    });

  const remove = (payload: object) =>
    h.app.inject({ method: "DELETE", url: "/api/prod/pages", headers: { authorization: auth }, payload });

  /** How many answers had each status, e.g. { 201: 1, 409: 39 }. */
  const tally = (answers: LightMyRequestResponse[]) => {
    const out: Record<number, number> = {};
    for (const a of answers) out[a.statusCode] = (out[a.statusCode] ?? 0) + 1;
    return out;
  };

  const revisionsOf = async (name: string) =>
    json<{ Items: { revision: number; action: string }[] }>(
      await h.app.inject({
        method: "GET",
        url: `/api/prod/pages/${name}/revisions`,
        headers: { authorization: auth },
      }),
    ).Items;

  it("40 creates of one new page with If-None-Match: * give one 201 and 39 conflicts with the page", async () => {
    const name = "race-create-only";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => save(doc(name, `writer ${i}`), { "if-none-match": "*" })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 39 });
    const winner = json<{ values: { value: string }[]; revision: number }>(
      answers.find((a) => a.statusCode === 201) as LightMyRequestResponse,
    );
    expect(winner.revision).toBe(1);
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(json(loser)).toMatchObject({
        code: "conflict",
        message: expect.stringContaining("already exists"),
        current: { Page: name, revision: 1, values: winner.values },
      });
    }
    expect(await revisionsOf(name)).toHaveLength(1);
  });

  it("40 plain saves (POST without If-None-Match) of one new page: one 201 creates, 39 update it (200)", async () => {
    const name = "race-plain";
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => save(doc(name, `writer ${i}`))));
    expect(tally(answers)).toEqual({ 201: 1, 200: 39 });
    // Every save was applied once, one after the other: revisions 1..40, each in the history.
    const revisions = answers.map((a) => json<{ revision: number }>(a).revision).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await revisionsOf(name)).toHaveLength(40);
  });

  it("20 saves with the same stale revision give one 200 and 19 conflicts", async () => {
    const name = "race-stale";
    expect((await save(doc(name, "first"))).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save({ ...doc(name, `writer ${i}`), revision: 1 })),
    );
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(json(loser)).toMatchObject({ code: "conflict", current: { Page: name, revision: 2 } });
    }
    // The same through If-Match.
    const viaHeader = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(doc(name, `header writer ${i}`), { "if-match": '"r2"' })),
    );
    expect(tally(viaHeader)).toEqual({ 200: 1, 409: 19 });
  });

  it("creating a page with revision 0 (new) from 20 clients at once: one 201, 19 conflicts", async () => {
    const name = "race-zero";
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save({ ...doc(name, `writer ${i}`), revision: 0 })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 19 });
  });

  it("20 deletes of one page at once: one 200, the others 404 (or 409 when they named a revision)", async () => {
    const name = "race-delete";
    expect((await save(doc(name, "doomed"))).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => remove({ Page: name })));
    expect(tally(answers)).toEqual({ 200: 1, 404: 19 });

    // Every history entry has its own number: save 1, delete 2, save 3.
    expect((await save(doc(name, "doomed again"))).statusCode).toBe(201);
    const withRevision = await Promise.all(
      Array.from({ length: 20 }, () => remove({ Page: name, revision: 3 })),
    );
    expect(tally(withRevision)).toEqual({ 200: 1, 404: 19 });
    const history = await revisionsOf(name);
    expect(history.filter((r) => r.action === "delete")).toHaveLength(2);
  });

  it("a deleted page re-created by 20 clients at once continues its history once", async () => {
    const name = "race-recreate";
    expect((await save(doc(name, "v1"))).statusCode).toBe(201);
    expect((await remove({ Page: name })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(doc(name, `writer ${i}`), { "if-none-match": "*" })),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 19 });
    const created = json<{ revision: number }>(
      answers.find((a) => a.statusCode === 201) as LightMyRequestResponse,
    );
    expect(created.revision).toBe(3);
    expect((await revisionsOf(name)).map((r) => `${r.action}${r.revision}`)).toEqual([
      "save3",
      "delete2",
      "save1",
    ]);
  });

  it("saves and deletes of one page mixed at once never answer 5xx", async () => {
    const name = "race-mixed";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? remove({ Page: name })
          : save(doc(name, `writer ${i}`), i % 3 === 1 ? {} : { "if-none-match": "*" }),
      ),
    );
    for (const a of answers) expect([200, 201, 404, 409]).toContain(a.statusCode);
  });

  it("creating one user from 10 callers at once: one is created, the others are told it exists", async () => {
    const hash = await hashPassword("a long enough password");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => h.services.store.createUser("twin@test.local", hash, "editor")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((x) => x.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(UserExistsError);
      expect(String(r.reason.message)).toMatch(/twin@test.local already exists/);
    }
    await expect(h.services.store.createUser("TWIN@test.local", hash, "admin")).rejects.toBeInstanceOf(
      UserExistsError,
    );
  });
});
