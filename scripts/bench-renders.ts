/**
 * `npm run bench -- --renders [--count 600 --port 4790]`
 *
 * What one uncached render costs the built server: pages asked for one at a time, each under an address
 * no one asked for before (so the response cache renders it), and the server's CPU time (main thread and
 * whole process, from /proc) and young-generation collections (V8's --trace-gc) per render, per kind of
 * page. No load tool competes for the cores, so two builds compare within a few per cent; it is how the
 * React Router patches of app/server/react-router-internals.server.ts are measured (docs/performance.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareData } from "./bench-data.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { cpuMs, startBuiltServer } from "./support.ts";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const count = opt("count", 600);
const port = opt("port", 4790);

/** The words the two searches ask for in turn. */
const SEARCHED = ["datos", "modelo", "personas", "energía"];

/** The kinds of page measured, each asked for under a new address every time (`n`: a unique number). */
const KINDS: Record<string, (n: number) => string> = {
  "home (es)": (n) => `/?r=${n}`,
  "article (es)": (n) => `/article/bench-articulo-${String(n % 20).padStart(5, "0")}?r=${n}`,
  "article (en)": (n) => `/en/article/bench-articulo-${String(n % 20).padStart(5, "0")}?r=${n}`,
  "articles search": (n) => `/articles?q=${SEARCHED[n % SEARCHED.length]}&r=${n}`,
  "site search": (n) => `/buscar?q=${SEARCHED[n % SEARCHED.length]}&r=${n}`,
};

export async function benchRenders(): Promise<void> {
  await buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-renders-"));
  await prepareData(dataDir, 100);
  const child = await startBuiltServer(port, dataDir, {}, { nodeFlags: ["--trace-gc"], pipeStdout: true });
  let scavenges = 0;
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (text: string) => {
    scavenges += text.split("Scavenge").length - 1;
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let n = 0;
    const render = async (url: string) => {
      const res = await fetch(`${base}${url}`);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    };
    // The server compiles its code on the first renders: not measured.
    for (let i = 0; i < 100; i++) for (const make of Object.values(KINDS)) await render(make(n++));
    console.log(`renders measured one at a time, ${count} of each kind, each under a new address\n`);
    console.log(
      `${"page".padEnd(18)}${"cpu ms/render (main/all)".padStart(26)}${"scavenges/100".padStart(15)}`,
    );
    for (const [kind, make] of Object.entries(KINDS)) {
      const cpu = cpuMs(child.pid!);
      const gc = scavenges;
      for (let i = 0; i < count; i++) await render(make(n++));
      // The last collections' lines may still be on their way.
      await new Promise((r) => setTimeout(r, 200));
      const after = cpuMs(child.pid!);
      const main = (after.main - cpu.main) / count;
      const all = (after.all - cpu.all) / count;
      console.log(
        `${kind.padEnd(18)}${`${main.toFixed(2)}/${all.toFixed(2)}`.padStart(26)}${((100 * (scavenges - gc)) / count).toFixed(1).padStart(15)}`,
      );
    }
  } finally {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
