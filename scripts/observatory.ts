/**
 * Mozilla's HTTP Observatory (the scanner behind developer.mozilla.org/observatory, npm
 * @mdn/mdn-http-observatory) on the production build behind a TLS front, as a site is deployed
 * (docs/operations.md "Running behind TLS"): the front ends TLS, redirects plain HTTP to HTTPS and passes
 * X-Forwarded-Proto/Host to the server started with TRUST_PROXY=1. Every page scanned must get A+ with
 * the score asked (120: every bonus, among them the CSP's without 'unsafe-inline').
 *
 *   npm run observatory                   # the public pages of both languages, the editing area, the API
 *   npm run observatory -- --only /labs   # one address
 *
 * The scanner is installed on first use into .tmp/observatory (it is a server project with many
 * dependencies of its own: kept out of the site's). The certificate authority and the front's certificate
 * are made with openssl for this run; the scanner trusts that authority through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { localizedPath } from "../app/content/addresses.ts";
import { buildIfNeeded, root } from "./build-if-needed.ts";
import { startBuiltServer } from "./support.ts";

const SCANNER_VERSION = "1.4.8";
const MIN_SCORE = 120;
const SITE_PATHS = [
  "/",
  "/manifiesto",
  "/labs",
  "/articles",
  "/documentation",
  "/chatbot",
  "/buscar?q=datos",
];
const OTHER_PATHS = ["/admin", "/api/prod/pages", "/api/docs"];

const args = process.argv.slice(2);
const onlyIndex = args.indexOf("--only");
const paths =
  onlyIndex >= 0
    ? [args[onlyIndex + 1] ?? "/"]
    : [...SITE_PATHS, ...SITE_PATHS.map((p) => localizedPath(p, "en")), ...OTHER_PATHS];

function scannerDir(): string {
  const dir = path.join(root, ".tmp", "observatory");
  if (!fs.existsSync(path.join(dir, "node_modules", "@mdn", "mdn-http-observatory", "package.json"))) {
    console.log(`Installing @mdn/mdn-http-observatory@${SCANNER_VERSION} into ${dir}…`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), '{ "private": true, "type": "module" }\n');
    // Its install scripts build native PostgreSQL bindings its own server uses; the scanner does not.
    const r = spawnSync(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
      ],
      { cwd: dir, stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error("could not install the Observatory scanner");
  }
  // Its install script downloads Chromium's HSTS preload list (no network here); a test address is on
  // no preload list, so an empty one answers the same.
  const preload = path.join(dir, "node_modules", "@mdn", "mdn-http-observatory", "conf", "hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");
  return dir;
}

/** A certificate authority and a certificate for localhost signed by it. */
function certificates(dir: string): { ca: string; key: string; cert: string } {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...a: string[]) => execFileSync("openssl", a, { stdio: "ignore" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=Simbiosis test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    file("site.key"),
    "-out",
    file("site.csr"),
  );
  fs.writeFileSync(file("site.ext"), "subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n");
  openssl(
    "x509",
    "-req",
    "-in",
    file("site.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("site.ext"),
    "-out",
    file("site.pem"),
  );
  return {
    ca: file("ca.pem"),
    key: fs.readFileSync(file("site.key"), "utf8"),
    cert: fs.readFileSync(file("site.pem"), "utf8"),
  };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

buildIfNeeded();
const scanner = scannerDir();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-observatory-"));
const appPort = 4890;
const server = await startBuiltServer(appPort, path.join(work, "data"), { TRUST_PROXY: "1" });
const certs = certificates(work);

// The TLS front: what a deployment's proxy does, nothing more.
const front = https.createServer({ key: certs.key, cert: certs.cert }, (req, res) => {
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port: appPort,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        "x-forwarded-proto": "https",
        "x-forwarded-host": req.headers.host ?? "localhost",
        "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.writeHead(502).end());
  req.pipe(upstream);
});
const httpsPort = await listen(front);
const plain = http.createServer((req, res) => {
  res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url ?? "/"}` }).end();
});
const httpPort = await listen(plain);

const stop = () => {
  server.kill();
  front.close();
  plain.close();
  fs.rmSync(work, { recursive: true, force: true });
};
process.on("exit", stop);

// The scanner runs in a process of its own: Node reads NODE_EXTRA_CA_CERTS only when it starts. Its
// scan() looks at the root address only; this is scan() for one address (its retrieve() takes a path).
const source = (file: string) =>
  JSON.stringify(path.join(scanner, "node_modules/@mdn/mdn-http-observatory/src", file));
const job = `
  const { retrieve } = await import(${source("retriever/retriever.js")});
  const { ALL_TESTS } = await import(${source("constants.js")});
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(${source("grader/charts.js")});
  const { getGradeForScore, getScoreModifier } = await import(${source("grader/grader.js")});
  const out = [];
  for (const p of ${JSON.stringify(paths)}) {
    const r = await retrieve("localhost", { httpPort: ${httpPort}, httpsPort: ${httpsPort}, path: p });
    if (!r.responses.auto) throw new Error("no answer from " + p);
    let extra = 100, uncurved = 100;
    const failed = [];
    for (const test of ALL_TESTS) {
      const t = test(r);
      if (!t.result) continue;
      const modifier = getScoreModifier(t.result);
      extra += modifier;
      if (modifier < 0) uncurved += modifier;
      if (!t.pass || modifier < 0 || process.env.OBS_ALL) failed.push(t.constructor.name + ": " + t.result + " (" + modifier + ")");
    }
    const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved);
    out.push({ path: p, status: r.responses.auto.status, grade: final.grade, score: final.score, failed });
  }
  console.log(JSON.stringify(out));
`;
// Asynchronously: the front and the server answer from this process while the scanner runs.
const child = spawn(process.execPath, ["--input-type=module", "-e", job], {
  env: { ...process.env, NODE_EXTRA_CA_CERTS: certs.ca },
  stdio: ["ignore", "pipe", "inherit"],
});
let stdout = "";
child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
if (status !== 0) process.exit(1);
const scans = JSON.parse(stdout.trim().split("\n").pop() ?? "[]") as Array<{
  path: string;
  grade: string;
  score: number;
  failed: string[];
}>;
let ok = scans.length === paths.length;
for (const s of scans) {
  const pass = s.grade === "A+" && s.score >= MIN_SCORE;
  ok &&= pass;
  console.log(`${pass ? "✓" : "✗"} ${s.path.padEnd(28)} ${s.grade.padEnd(3)} ${s.score}`);
  for (const f of s.failed) console.log(`    ${f}`);
}
console.log(ok ? `Every address: A+ and at least ${MIN_SCORE}.` : `Below A+ ${MIN_SCORE}: see above.`);
process.exit(ok ? 0 : 1);
