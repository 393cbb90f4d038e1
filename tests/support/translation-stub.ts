import { setTimeout as sleep } from "node:timers/promises";
import { startOpenAiStub, type OpenAiStub } from "./openai-stub.ts";

/*
 * A STUB translator for the translation help (issue 41, item 7): no language model can run on this machine or
 * in CI, so an OpenAI-compatible server (openai-stub.ts) answers by really transforming what it receives: each
 * block between <<<BLOCK n>>> and <<<END BLOCK n>>> comes back with its Spanish words replaced through a word
 * map (tags, and anything it does not know, left as they are). Tests can then check which blocks were sent,
 * that glossary terms never reached it ("Simbiosis" would come back as "Symbiosis"), and what a hostile or
 * failing model does. `mode` chooses the model's behaviour for the next requests.
 */

const WORDS: Record<string, string> = {
  primer: "first",
  segundo: "second",
  tercer: "third",
  nuevo: "new",
  párrafo: "paragraph",
  sobre: "about",
  de: "of",
  la: "the",
  el: "the",
  taller: "workshop",
  título: "title",
  gobernanza: "governance",
  comunitaria: "communal",
  simbiosis: "Symbiosis",
  hostil: "hostile",
  y: "and",
  con: "with",
  texto: "text",
};

/** `text` with each known Spanish word (outside tags) in English, its first letter's case kept. */
export function wordMap(text: string): string {
  return text
    .split(/(<[^>]*>)/)
    .map((piece) =>
      piece.startsWith("<")
        ? piece
        : piece.replace(/[\p{L}]+/gu, (word) => {
            const en = WORDS[word.toLowerCase()];
            if (!en) return word;
            return word[0] !== word[0]!.toLowerCase() ? en[0]!.toUpperCase() + en.slice(1) : en;
          }),
    )
    .join("");
}

export type TranslatorMode = "ok" | "fail500" | "silent" | "incomplete";

export interface TranslationStub {
  baseUrl: string;
  model: string;
  /** The blocks each request carried, in order. */
  received: string[][];
  /** Each request's system prompt. */
  prompts: string[];
  mode: TranslatorMode;
  /** When set, every block is answered with this text as it is (a model answering anything at all). */
  override?: string;
  stub: OpenAiStub;
  close(): Promise<void>;
}

export async function startTranslationStub(model = "stub-translator"): Promise<TranslationStub> {
  const state: Omit<TranslationStub, "baseUrl" | "close" | "stub"> = {
    model,
    received: [],
    prompts: [],
    mode: "ok",
  };
  const stub = await startOpenAiStub({
    model,
    async reply(a) {
      const user = [...a.request.messages].reverse().find((m) => m.role === "user")?.content ?? "";
      state.prompts.push(a.request.messages.find((m) => m.role === "system")?.content ?? "");
      const blocks = [...user.matchAll(/<<<BLOCK (\d+)>>>\n([\s\S]*?)\n<<<END BLOCK \1>>>/g)].map((m) => ({
        n: Number(m[1]),
        text: m[2] ?? "",
      }));
      state.received.push(blocks.map((b) => b.text));
      if (state.mode === "fail500") return a.status(500, { error: { message: "CUDA out of memory" } });
      if (state.mode === "silent") return;
      const answered = state.mode === "incomplete" ? blocks.slice(0, -1) : blocks;
      for (const b of answered) {
        const out =
          state.override !== undefined
            ? state.override
            : /hostil/i.test(b.text)
              ? `${wordMap(b.text)}<script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">link</a>`
              : wordMap(b.text);
        // In pieces, as a model streams.
        a.delta(`<<<BLOCK ${b.n}>>>\n`);
        await sleep(1);
        a.delta(`${out}\n<<<END BLOCK ${b.n}>>>\n\n`);
      }
      a.done();
    },
  });
  return Object.assign(state, {
    baseUrl: stub.baseUrl,
    stub,
    close: () => stub.close(),
  }) as TranslationStub;
}
