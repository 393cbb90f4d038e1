/*
 * At most `perTurn` requests are started in one turn of the event loop; the others wait, in arrival
 * order, for the next turns.
 *
 * Why: libuv accepts one new connection per turn (libuv/libuv#3696). Under load every kept-alive
 * connection has a request ready at each turn, and answering all of them made long turns that left new
 * visitors in the kernel's accept queue, one accepted per turn, while the first ones were served over and
 * over. With short turns a new connection is accepted at once, and throughput is the same (the same work,
 * in more turns). The figures: docs/performance.md "Figures behind the code".
 */

export class TurnBudget {
  private startedThisTurn = 0;
  private turnScheduled = false;
  private readonly waiting: Array<() => void> = [];
  private readonly perTurn: number;

  constructor(perTurn: number) {
    this.perTurn = perTurn;
  }

  /** Requests waiting for a later turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Starts `work` now if this turn has room and nobody is waiting, else in a later turn. */
  run(work: () => void): void {
    this.scheduleTurn();
    if (this.startedThisTurn < this.perTurn && this.waiting.length === 0) {
      this.startedThisTurn++;
      work();
    } else {
      this.waiting.push(work);
    }
  }

  private scheduleTurn() {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    // setImmediate runs after this turn's I/O: the next turn polls (and accepts) before it starts more.
    setImmediate(this.nextTurn);
  }

  private readonly nextTurn = () => {
    this.turnScheduled = false;
    const batch = this.waiting.splice(0, this.perTurn);
    this.startedThisTurn = batch.length;
    // Scheduled first: should a request's work throw, the ones after it still get their turn.
    if (this.waiting.length) this.scheduleTurn();
    for (const work of batch) work();
  };
}
