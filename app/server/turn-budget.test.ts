import { describe, expect, it } from "vitest";
import { TurnBudget } from "./turn-budget.server.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("TurnBudget", () => {
  it("starts a few requests in a turn and the others in the next turns, in the order they came", async () => {
    const budget = new TurnBudget(3);
    const started: number[] = [];
    for (let i = 0; i < 8; i++) budget.run(() => started.push(i));
    expect(started).toEqual([0, 1, 2]);
    expect(budget.queued).toBe(5);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(budget.queued).toBe(0);
  });

  it("never lets a newcomer pass those already waiting, and starts at once again when the crowd is gone", async () => {
    const budget = new TurnBudget(2);
    const started: string[] = [];
    for (const name of ["a", "b", "c"]) budget.run(() => started.push(name));
    await nextTurn(); // c starts here, with one place left in this turn
    budget.run(() => started.push("d"));
    expect(started).toEqual(["a", "b", "c", "d"]);
    budget.run(() => started.push("e")); // the turn is full: e waits
    expect(started).toEqual(["a", "b", "c", "d"]);
    await nextTurn();
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    await nextTurn();
    budget.run(() => started.push("f"));
    expect(started.at(-1)).toBe("f");
  });
});
