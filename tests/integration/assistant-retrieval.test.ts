import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retrieve } from "../../app/server/assistant/retrieve.server.ts";
import { seedDemo } from "../../app/server/seed/seed.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import { adapters } from "../support/adapters.ts";
import { freshServices } from "../support/services.ts";
import { ANSWERABLE, UNANSWERABLE } from "./assistant-questions.ts";

describe.each(adapters)("the assistant's retrieval on $name, over the demo content", (target) => {
  let services: Services;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ services, close } = await freshServices(target));
    await seedDemo(services);
  });
  afterAll(() => close());

  it(`cites the page that answers for at least 90 % of ${ANSWERABLE.length} questions in both languages`, async () => {
    const missed: string[] = [];
    for (const { lang, q, pages } of ANSWERABLE) {
      const answer = await retrieve(services.store, q, lang);
      const cited = answer.passages.map((p) => p.page);
      if (!cited.some((c) => pages.includes(c)))
        missed.push(`${lang} ${q} → ${cited.join(", ") || "(no answer)"}`);
    }
    console.log(
      `answerable: ${ANSWERABLE.length - missed.length}/${ANSWERABLE.length}\n${missed.join("\n")}`,
    );
    expect(ANSWERABLE.length).toBeGreaterThanOrEqual(40);
    expect(ANSWERABLE.length - missed.length).toBeGreaterThanOrEqual(Math.ceil(ANSWERABLE.length * 0.9));
  });

  it(`says it has no answer for at least 8 of ${UNANSWERABLE.length} questions the site cannot answer`, async () => {
    const answered: string[] = [];
    for (const { lang, q } of UNANSWERABLE) {
      const answer = await retrieve(services.store, q, lang);
      if (answer.kind !== "none")
        answered.push(`${lang} ${q} → ${answer.passages.map((p) => p.page).join(", ")}`);
    }
    console.log(
      `unanswerable said so: ${UNANSWERABLE.length - answered.length}/${UNANSWERABLE.length}\n${answered.join("\n")}`,
    );
    expect(UNANSWERABLE.length - answered.length).toBeGreaterThanOrEqual(8);
  });
});
