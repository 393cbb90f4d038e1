import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

type Inject = FastifyInstance["inject"];

/** The forms' time trap of the test servers (FORM_MIN_FILL_MS, set by startApi): short, yet longer than a
 * challenge takes to solve, so the "too fast" refusal can still be shown. */
export const TEST_FILL_MS = 400;

/** A solved challenge as the browser sends it (base64 of { challenge, solution }). */
export async function solved(inject: Inject): Promise<string> {
  const res = await inject({ method: "GET", url: "/api/forms/challenge" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Several solved challenges, old enough for the time trap. */
export async function solvedBatch(inject: Inject, n: number): Promise<string[]> {
  const out = await Promise.all(Array.from({ length: n }, () => solved(inject)));
  await new Promise((r) => setTimeout(r, TEST_FILL_MS + 100));
  return out;
}
