/**
 * The assistant's own figure for `npm run bench` (and `npm run bench -- --assistant` alone): how long the
 * answer without a model takes (retrieval: the store's candidates, the pages' passages, their scores) on a
 * store of the demo content, over the question set of the tests, one question at a time. Target: under 50 ms
 * p50 (issue 17).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { retrieve } from "../app/server/assistant/retrieve.server.ts";
import { createServices } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { ANSWERABLE, UNANSWERABLE } from "../tests/integration/assistant-questions.ts";

export const ASSISTANT_P50_LIMIT = 50;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Times every question of the set `runs` times (after one warm-up round); prints and returns whether p50 is met. */
export async function benchAssistant(runs = 10): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-bench-assistant-"));
  const { services } = await createServices({ ...loadConfig({}), dataDir, logRequests: false });
  try {
    const questions = [...ANSWERABLE, ...UNANSWERABLE];
    for (const { q, lang } of questions) await retrieve(services.store, q, lang);
    const times: number[] = [];
    for (let i = 0; i < runs; i++)
      for (const { q, lang } of questions) {
        const t = performance.now();
        await retrieve(services.store, q, lang);
        times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const ok = p50 < ASSISTANT_P50_LIMIT;
    console.log(
      `\nassistant without a model, demo content (${questions.length} questions × ${runs}, one at a time): p50 ${p50.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (limit p50 ${ASSISTANT_P50_LIMIT} ms)${ok ? "" : "  ✗"}`,
    );
    return ok;
  } finally {
    await services.store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
