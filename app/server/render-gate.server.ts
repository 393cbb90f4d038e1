import type { IncomingMessage, ServerResponse } from "node:http";

/*
 * At most `limit` requests are worked on at once; the others wait in arrival order. Under a burst
 * (every visitor's page invalidated by a save) this keeps memory flat and answers the first comers
 * first, instead of interleaving hundreds of renders that all finish late.
 */

const HELD = Symbol("render-gate");

type Marked = IncomingMessage & { [HELD]?: boolean };

export class RenderGate {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `work` for this request when a place is free; the place is freed by release() or when the answer ends. */
  run(req: IncomingMessage, res: ServerResponse, work: () => void) {
    const start = () => {
      if (res.destroyed) return this.next();
      (req as Marked)[HELD] = true;
      this.active++;
      res.once("close", () => this.release(req));
      work();
    };
    if (this.active < this.limit) start();
    else this.queue.push(start);
  }

  /** The request's work is done (its answer is ready): the next one may start. Safe to call twice. */
  release(req: IncomingMessage) {
    const marked = req as Marked;
    if (!marked[HELD]) return;
    marked[HELD] = false;
    this.active--;
    this.next();
  }

  private next() {
    if (this.active < this.limit) this.queue.shift()?.();
  }
}
