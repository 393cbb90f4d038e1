import { describe, expect, it } from "vitest";
import { formatDate } from "./format.ts";

describe("dates", () => {
  it("are written in the visitor's language, in UTC", () => {
    expect(formatDate("2024-10-08T23:30:00.000Z", "es")).toBe("8 de octubre de 2024");
    expect(formatDate("2024-10-08T23:30:00.000Z", "en")).toBe("8 October 2024");
  });
  it("are empty when not a date", () => {
    expect(formatDate("mañana", "es")).toBe("");
  });
});
