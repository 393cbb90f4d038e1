import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FolderFileStore } from "./file-store.server.ts";

describe("FolderFileStore.list", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names every stored file, in name order, and nothing a read would refuse or a write has not finished", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-"));
    const files = new FolderFileStore(dir);
    await files.put("zeta.pdf", new Uint8Array([1]));
    await files.put("alfa-1234abcd.png", new Uint8Array([2]));
    fs.writeFileSync(path.join(dir, "half.png.0a1b2c3d.tmp"), "a write in progress");
    fs.writeFileSync(path.join(dir, ".hidden"), "not a stored name");
    fs.mkdirSync(path.join(dir, "carpeta"));
    fs.symlinkSync("/etc/passwd", path.join(dir, "enlace.txt"));
    const names: string[] = [];
    for await (const name of files.list()) names.push(name);
    expect(names).toEqual(["alfa-1234abcd.png", "zeta.pdf"]);
  });
});
