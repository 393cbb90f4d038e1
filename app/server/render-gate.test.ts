import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { RenderGate } from "./render-gate.server.ts";

/** A request and its answer as the gate sees them: an object to mark, and an answer that closes. */
function exchange(destroyed = false) {
  const res = Object.assign(new EventEmitter(), { destroyed });
  return { req: {} as IncomingMessage, res: res as unknown as ServerResponse & EventEmitter };
}

describe("the render gate", () => {
  it("works on at most `limit` requests at once and starts the others in arrival order", () => {
    const gate = new RenderGate(2);
    const started: number[] = [];
    const all = [0, 1, 2, 3].map((i) => {
      const x = exchange();
      gate.run(x.req, x.res, () => started.push(i));
      return x;
    });
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(2);
    gate.release(all[1]!.req);
    gate.release(all[1]!.req); // twice: still one place freed
    expect(started).toEqual([0, 1, 2]);
    all[0]!.res.emit("close"); // an answer that ends frees its place too
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.waiting).toBe(0);
  });

  it("skips a waiting request whose client has gone", () => {
    const gate = new RenderGate(1);
    const started: string[] = [];
    const first = exchange();
    gate.run(first.req, first.res, () => started.push("first"));
    const gone = exchange();
    gate.run(gone.req, gone.res, () => started.push("gone"));
    const next = exchange();
    gate.run(next.req, next.res, () => started.push("next"));
    (gone.res as { destroyed: boolean }).destroyed = true;
    gate.release(first.req);
    expect(started).toEqual(["first", "next"]);
  });
});
