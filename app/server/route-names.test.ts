import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { siteRouteNamer } from "./route-names.server.ts";

type Routes = ServerBuild["routes"];
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) =>
  ({ id, parentId, path, index, caseSensitive: undefined, module: {} }) as unknown as Routes[string];

/** A slice of app/routes.ts as the build describes it: flat routes under the root, English under en/. */
const routes: Routes = {
  root: route("root", undefined, ""),
  home: route("home", "root", undefined, true),
  "en-home": route("en-home", "root", "en"),
  article: route("article", "root", "article/:id"),
  "en-article": route("en-article", "root", "en/article/:id"),
  "not-found": route("not-found", "root", "*"),
  "en-not-found": route("en-not-found", "root", "en/*"),
  admin: route("admin", "root", "admin"),
  "admin-edit": route("admin-edit", "admin", "edit/:page"),
};

describe("naming site addresses by their route", () => {
  const name = siteRouteNamer(routes);

  it("names pages, their .data requests and unknown addresses by pattern", () => {
    expect(name("/")).toBe("/");
    expect(name("/_root.data")).toBe("/.data");
    expect(name("/article/etica")).toBe("/article/:id");
    expect(name("/en/article/etica")).toBe("/en/article/:id");
    expect(name("/article/etica.data")).toBe("/article/:id.data");
    expect(name("/admin/edit/x")).toBe("/admin/edit/:page");
    expect(name("/nothing/here")).toBe("/*");
    expect(name("/en/nothing")).toBe("/en/*");
    expect(name("/%E0%A4%A")).toBe("(bad address)");
  });

  it("gives a flood of distinct addresses a handful of names", () => {
    const names = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      names.add(name(`/article/a-${i}`));
      names.add(name(`/random-${i}/x?y=${i}`.split("?")[0]!));
    }
    expect([...names].sort()).toEqual(["/*", "/article/:id"]);
  });
});
