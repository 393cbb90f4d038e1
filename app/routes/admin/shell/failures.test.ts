import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client.ts";
import { failureKind } from "./failures.ts";

describe("why a screen could not load", () => {
  it("tells an unreachable server, a refused session, a missing page and a server failure apart", () => {
    expect(failureKind(new NetworkError("Failed to fetch"))).toBe("network");
    expect(failureKind(new ApiError(401, "invalid_token", "Token expired."))).toBe("unauthorized");
    expect(failureKind(new ApiError(404, "not_found", 'No page named "x".'))).toBe("notFound");
    expect(failureKind(new ApiError(500, "internal_error", "Boom"))).toBe("server");
    expect(failureKind(new ApiError(503, "unavailable", "Later"))).toBe("server");
  });

  it("anything else (a refused request, a bug while rendering) is a generic failure", () => {
    expect(failureKind(new ApiError(400, "invalid_name", "Bad name"))).toBe("other");
    expect(failureKind(new TypeError("x is undefined"))).toBe("other");
    expect(failureKind("a thrown string")).toBe("other");
  });

  it("reads the status of the router's own error answers too (a route it could not match)", () => {
    const routerAnswer = { status: 404, statusText: "Not Found", internal: true, data: "no route" };
    expect(isRouteErrorResponse(routerAnswer)).toBe(true);
    expect(failureKind(routerAnswer)).toBe("notFound");
  });
});
