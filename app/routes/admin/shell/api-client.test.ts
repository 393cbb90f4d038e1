import { describe, expect, it } from "vitest";
import { admin } from "../../../i18n/sections/admin.ts";
import { ApiError, NetworkError, describeFailure } from "./api-client.ts";

describe("what the editing area says about a failure", () => {
  const { es, en } = admin;

  it("says a known code in the editor's language, keeping the server's message, code and status as details", () => {
    const err = new ApiError(415, "unsupported_file_type", "This kind of file is not accepted.");
    const said = describeFailure(err, es.errors.network, es.apiErrors);
    expect(said.titulo).toBe(es.apiErrors.unsupported_file_type);
    expect(said.titulo).toMatch(/^Este tipo de archivo no se admite/);
    expect(said.description).toBe("This kind of file is not accepted.\nunsupported_file_type · HTTP 415");
    expect(describeFailure(err, en.errors.network, en.apiErrors).titulo).toMatch(/^This kind of file/);
  });

  it("says a server failure of any unknown code as the server failing; other unknown codes as the server's message", () => {
    const crash = new ApiError(503, "http_503", "HTTP 503 Service Unavailable");
    expect(describeFailure(crash, es.errors.network, es.apiErrors).titulo).toBe(es.apiErrors.internal_error);
    const odd = new ApiError(418, "teapot", "I'm a teapot");
    expect(describeFailure(odd, es.errors.network, es.apiErrors)).toEqual({
      titulo: "I'm a teapot",
      description: "teapot · HTTP 418",
    });
  });

  it("every code the server answers has its sentence in both languages", () => {
    for (const words of [es.apiErrors, en.apiErrors]) {
      for (const code of [
        "invalid_request",
        "not_found",
        "conflict",
        "rate_limited",
        "payload_too_large",
        "unsafe_svg",
        "unsafe_pdf",
        "publish_checks",
        "internal_error",
      ]) {
        expect(words[code as keyof typeof words], code).toMatch(/\S/);
      }
    }
    expect(Object.keys(es.apiErrors).sort()).toEqual(Object.keys(en.apiErrors).sort());
  });

  it("an unreachable server is said in the given sentence with the browser's reason", () => {
    expect(describeFailure(new NetworkError("Failed to fetch"), es.errors.network, es.apiErrors)).toEqual({
      titulo: es.errors.network,
      description: "network_error · Failed to fetch",
    });
  });
});
