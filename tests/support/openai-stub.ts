import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A STUB standing in for a language model: no model can run on this machine or in CI, so this small node:http
 * server plays an OpenAI-compatible one (Ollama, vLLM, llama.cpp's server) at POST /v1/chat/completions. It
 * refuses what a real one would (a wrong key: 401; an unknown model: 404; no JSON body: 400), records every
 * request with the passages and question it finds between the prompt's markers, and answers whatever event
 * stream the test scripts in `reply`. It knows nothing of the model client's code.
 */

export interface StubMessage {
  role: string;
  content: string;
}

export interface StubRequest {
  authorization?: string;
  body: { model?: unknown; stream?: unknown; temperature?: unknown; messages?: StubMessage[] };
  messages: StubMessage[];
  /** The last user message's passages, as found between <<<PASSAGE n | …>>> and <<<END PASSAGE n>>>. */
  passages: { n: number; header: string; text: string }[];
  /** The last user message's question, between <<<QUESTION>>> and <<<END QUESTION>>>. */
  question: string;
}

/** What a script can do with the answer: one call per event or raw write, in order. */
export interface StubReply {
  request: StubRequest;
  /** Sends the event-stream headers (done by the first delta/raw/done when not yet sent). */
  open(): void;
  /** One completion chunk carrying `content`. */
  delta(content: string): void;
  /** Bytes as they are, for malformed streams and splits at awkward places. */
  raw(text: string | Buffer): void;
  /** data: [DONE] and the end of the answer. */
  done(): void;
  /** Ends the answer without [DONE]. */
  end(): void;
  /** A whole non-streamed answer with this status and JSON body. */
  status(code: number, body?: unknown, type?: string): void;
  /** True once the client closed the connection. */
  readonly closed: boolean;
  /** Resolves when the client closes the connection. */
  whenClosed: Promise<void>;
}

export interface OpenAiStub {
  /** The base URL to configure: http://127.0.0.1:{port}/v1. */
  baseUrl: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

const between = (text: string, re: RegExp) => [...text.matchAll(re)];

function readRequest(req: http.IncomingMessage, raw: string): StubRequest {
  const body = JSON.parse(raw) as StubRequest["body"];
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  return {
    authorization: req.headers.authorization,
    body,
    messages,
    passages: between(last, /<<<PASSAGE (\d+)((?: \|[^\n]*)?)>>>\n([\s\S]*?)\n<<<END PASSAGE \1>>>/g).map(
      (m) => ({
        n: Number(m[1]),
        header: (m[2] ?? "").replace(/^ \| /, ""),
        text: m[3] ?? "",
      }),
    ),
    question: /<<<QUESTION>>>\n([\s\S]*?)\n<<<END QUESTION>>>/.exec(last)?.[1] ?? "",
  };
}

export async function startOpenAiStub(options: {
  model: string;
  apiKey?: string;
  reply: (answer: StubReply) => void | Promise<void>;
}): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const json = (code: number, message: string) =>
        res
          .writeHead(code, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message } }));
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") return json(404, "not found");
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return json(401, "invalid api key");
      }
      let request: StubRequest;
      try {
        request = readRequest(req, raw);
      } catch {
        return json(400, "the body is not JSON");
      }
      requests.push(request);
      if (request.body.model !== options.model)
        return json(404, `model "${String(request.body.model)}" not found`);

      let closed = false;
      let resolveClosed = () => {};
      const whenClosed = new Promise<void>((resolve) => (resolveClosed = resolve));
      res.on("close", () => {
        closed = true;
        resolveClosed();
      });
      const chunk = (delta: Record<string, unknown>) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-stub",
          object: "chat.completion.chunk",
          model: options.model,
          choices: [{ index: 0, delta, finish_reason: null }],
        })}\n\n`;
      const open = () => {
        if (res.headersSent) return;
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        // A role chunk with empty content first, as real servers send: it is not the answer's first word.
        res.write(chunk({ role: "assistant", content: "" }));
      };
      const write = (text: string | Buffer) => {
        open();
        if (!closed) res.write(text);
      };
      const answer: StubReply = {
        request,
        open,
        delta: (content) => write(chunk({ content })),
        raw: write,
        done: () => {
          write("data: [DONE]\n\n");
          res.end();
        },
        end: () => {
          open();
          res.end();
        },
        status: (code, body = {}, type = "application/json") =>
          res
            .writeHead(code, { "content-type": type })
            .end(typeof body === "string" ? body : JSON.stringify(body)),
        get closed() {
          return closed;
        },
        whenClosed,
      };
      Promise.resolve()
        .then(() => options.reply(answer))
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
