import { builtinModules } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { DockerfileParser, type Copy, type Instruction } from "dockerfile-ast";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONFIG_VARIABLES } from "../../app/server/config.server.ts";
import { SERVER_LAUNCHER } from "../../scripts/support.ts";
import { RETENTION_SETTING_NAMES, RETENTION_SETTINGS } from "../../app/content/data-inventory.ts";

/*
 * The container files checked without a container runtime (none runs here; docs/operations.md "Container"): the
 * Dockerfile passes dockerfile-utils' linter (the Docker language server's) and has the shape we rely on
 * (multi-stage, production dependencies only, non-root, a HEALTHCHECK by node, the pinned Node major of
 * package.json, no secrets baked in, npm start's flags); the run stage holds every file the server,
 * npm start, npm run user and npm run seed import, and every package they import is a production
 * dependency; compose.yaml parses and names only variables the server reads, its secrets from outside.
 */

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const dockerfileText = read("Dockerfile");
const dockerfile = DockerfileParser.parse(dockerfileText);
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|PRIVATE|(^|_)KEY($|_)|DATABASE_URL|SMTP_URL/;

interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

function stages(): Stage[] {
  const out: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === "FROM") {
      const [image = "", , name = ""] = instruction.getArguments().map((a) => a.getValue());
      out.push({ name, image, instructions: [] });
    } else out.at(-1)?.instructions.push(instruction);
  }
  return out;
}
const all = stages();
const run = all.at(-1)!;
const of = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);
const text = (i: Instruction) => i.getArgumentsContent() ?? "";

/** name=value pairs of a stage's ENV instructions. */
function envOf(stage: Stage): Map<string, string> {
  const env = new Map<string, string>();
  for (const i of of(stage, "ENV"))
    for (const p of (
      i as unknown as { getProperties(): Array<{ getName(): string; getValue(): string | null }> }
    ).getProperties())
      env.set(p.getName(), p.getValue() ?? "");
  return env;
}

/** What the run stage copies: [from stage or "context", source, destination]. */
function copiesOf(stage: Stage): Array<{ from: string; sources: string[]; dest: string }> {
  return of(stage, "COPY").map((i) => {
    const copy = i as Copy;
    const args = copy.getArguments().map((a) => a.getValue());
    return {
      from: copy.getFromFlag()?.getValue() ?? "context",
      sources: args.slice(0, -1),
      dest: args.at(-1)!,
    };
  });
}

/** The run stage's path (relative to WORKDIR /app) of a context file, or undefined when it is not copied. */
function copiedFromContext(file: string): boolean {
  return copiesOf(run).some(
    (c) =>
      c.from === "context" &&
      c.sources.some((src) => {
        const source = src.replace(/\/$/, "");
        return file === source || file.startsWith(`${source}/`);
      }),
  );
}

/** .dockerignore's patterns, as the few forms it uses: a name, a folder, or **\/*.ext. */
function ignored(file: string): boolean {
  return read(".dockerignore")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .some((pattern) => {
      if (pattern.startsWith("**/*")) return file.endsWith(pattern.slice(4));
      return file === pattern || file.startsWith(`${pattern}/`);
    });
}

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every local file reachable by runtime imports from `entries`, and the packages they import. */
function importGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const m of read(file).matchAll(IMPORT)) {
      if (m[1]) continue; // import type / export type: erased
      const spec = (m[2] ?? m[3])!;
      if (spec.startsWith(".") || spec.startsWith("#app/")) {
        const target = spec.startsWith("#app/")
          ? path.join("app", spec.slice(5))
          : path.relative(root, path.resolve(root, path.dirname(file), spec));
        visit(target);
      } else if (!spec.startsWith("node:") && !builtinModules.includes(spec.split("/")[0]!)) {
        packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages };
}

describe("the Dockerfile", () => {
  it("passes the Docker language server's linter", () => {
    expect(validate(dockerfileText).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("builds in stages on the Node major of package.json, pinned", () => {
    const major = /(\d+)/.exec(pkg.engines.node)?.[1];
    expect(read(".nvmrc").trim()).toBe(major);
    expect(all.map((s) => s.name)).toEqual(["build", "deps", "run"]);
    for (const stage of all) expect(stage.image).toMatch(new RegExp(`^node:${major}-[a-z]+-slim$`));
    const build = all.find((s) => s.name === "build")!;
    expect(of(build, "RUN").map(text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^npm ci\b(?!.*--omit)/), "npm run build"]),
    );
    const deps = all.find((s) => s.name === "deps")!;
    expect(of(deps, "RUN").some((i) => /\bnpm ci --omit=dev\b/.test(text(i)))).toBe(true);
    // The run stage installs nothing: it takes the production modules and the build.
    expect(of(run, "RUN").some((i) => /npm (ci|install)|apt-get/.test(text(i)))).toBe(false);
    expect(copiesOf(run)).toEqual(
      expect.arrayContaining([
        { from: "deps", sources: ["/app/node_modules"], dest: "./node_modules" },
        { from: "build", sources: ["/app/build"], dest: "./build" },
      ]),
    );
  });

  it("runs as a user other than root, with a volume for its data and a health check by node", () => {
    const user = of(run, "USER").at(-1);
    expect(user && text(user)).toMatch(/^(?!root$|0$)\w+/);
    const env = envOf(run);
    expect(env.get("NODE_ENV")).toBe("production");
    expect(of(run, "VOLUME").map(text).join(" ")).toContain(env.get("DATA_DIR"));
    expect(of(run, "EXPOSE").map(text)).toEqual([env.get("PORT")]);
    expect(env.get("PORT")).toBe("3000");
    const healthchecks = of(run, "HEALTHCHECK").map(text);
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]).toMatch(/CMD \["node", "-e", .*\/healthz/);
    expect(healthchecks[0]).not.toMatch(/curl|wget/);
  });

  it("bakes in no secret, and sets only what the server reads", () => {
    for (const stage of all) {
      for (const name of envOf(stage).keys()) {
        expect(name).not.toMatch(SECRET_NAME);
        expect(CONFIG_VARIABLES).toContain(name);
      }
      for (const arg of of(stage, "ARG")) expect(text(arg)).not.toMatch(SECRET_NAME);
    }
  });

  it("starts the server through npm start's launcher, which holds the runtime flags and execs node", () => {
    const cmd = of(run, "CMD").at(-1)!;
    const argv = (cmd as unknown as { getJSONStrings(): Array<{ getJSONValue(): string }> })
      .getJSONStrings()
      .map((s) => s.getJSONValue());
    const launcher = path.relative(root, SERVER_LAUNCHER);
    expect(argv).toEqual([launcher]);
    expect(pkg.scripts.start).toMatch(new RegExp(`&& exec ${launcher}$`));
    expect(of(run, "STOPSIGNAL").map(text)).toEqual(["SIGTERM"]);
    // node replaces the shells (it is PID 1 and gets SIGTERM), and the flags are nowhere else.
    const script = read(launcher);
    expect(script).toMatch(
      /^exec scripts\/node\.sh --no-experimental-strip-types "\$@" build\/node\/server\.js$/m,
    );
    const node = read("scripts/node.sh");
    expect(node).toMatch(/^exec "\$\{NODE:-node\}" --max-semi-space-size=4 .*\\\n.*"\$@"$/m);
    for (const file of [SERVER_LAUNCHER, path.join(root, "scripts", "node.sh")])
      expect(fs.statSync(file).mode & 0o111).not.toBe(0);
    // The image holds both shells the launcher runs.
    const copied = of(run, "COPY").map(text).join(" ");
    expect(copied).toContain("scripts/serve.sh");
    expect(copied).toContain("scripts/node.sh");
    // npm start is production too: visitors never see development's debug listings.
    expect(script).toMatch(/^export NODE_ENV="\$\{NODE_ENV:-production\}"$/m);
    // The commands that read the whole store run with the same settings (their tests start them so too).
    for (const command of ["backup", "export", "import"])
      expect(pkg.scripts[command]).toBe(`scripts/node.sh scripts/${command}.ts`);
    for (const file of ["package.json", "Dockerfile", "scripts/support.ts"])
      expect(read(file)).not.toMatch(/max-semi-space-size|MALLOC_ARENA_MAX/);
  });

  it("copies every file the server and the npm scripts it keeps import, and nothing they need is a dev dependency", () => {
    const entries = ["server.ts", "scripts/build-if-needed.ts", "scripts/user.ts", "scripts/seed.ts"];
    const { files, packages } = importGraph(entries);
    expect(files.size).toBeGreaterThan(50);
    const missing = [...files].filter((f) => !fs.existsSync(path.join(root, f)));
    expect(missing).toEqual([]);
    const notCopied = [...files].filter((f) => !copiedFromContext(f) || ignored(f));
    expect(notCopied).toEqual([]);
    expect([...packages].filter((p) => !(p in pkg.dependencies)).sort()).toEqual([]);
    // npm start: the build check skips itself without the build tools (scripts/build-if-needed.ts).
    expect(read("scripts/build-if-needed.ts")).toContain("if (!fs.existsSync(builder))");
  });

  const serverBuild = path.join(root, "build", "server", "index.js");
  const serverBundle = path.join(root, "build", "node");
  it.skipIf(!fs.existsSync(serverBuild) || !fs.existsSync(serverBundle))(
    "gives the built site and the server bundle every package they import (checked when a build exists)",
    () => {
      const bundled = fs.readdirSync(serverBundle).filter((f) => f.endsWith(".js"));
      const built = [serverBuild, ...bundled.map((f) => path.join(serverBundle, f))]
        .map((f) => fs.readFileSync(f, "utf8"))
        .join("\n");
      const bare = new Set<string>();
      for (const m of built.matchAll(
        /\b(?:from|import)\s*\(?\s*["']((?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w.@-]+)*)["']/g,
      )) {
        const spec = m[1]!;
        if (
          spec.startsWith("node:") ||
          builtinModules.includes(spec.split("/")[0]!) ||
          spec.startsWith("#app/")
        )
          continue;
        bare.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
      }
      expect(bare.size).toBeGreaterThan(3);
      expect([...bare].filter((p) => !(p in pkg.dependencies)).sort()).toEqual([]);
    },
  );

  it("keeps local data, secrets and the host's modules out of the build context", () => {
    for (const name of ["node_modules", "data", ".env", ".git", "build"]) expect(ignored(name)).toBe(true);
    for (const needed of ["package.json", "package-lock.json", "server.ts", "app/root.tsx", "vite.config.ts"])
      expect(ignored(needed)).toBe(false);
  });
});

describe("compose.yaml", () => {
  interface Service {
    image?: string;
    build?: unknown;
    environment?: Record<string, string | number | boolean>;
    volumes?: string[];
    ports?: string[];
    profiles?: string[];
    stop_grace_period?: string;
  }
  const compose = parseYaml(read("compose.yaml")) as { services: Record<string, Service> };
  const app = compose.services.app!;

  it("parses, and runs the image built here beside a pinned PostgreSQL, MinIO only on request", () => {
    expect(app.build).toBe(".");
    expect(compose.services.db?.image).toMatch(/^postgres:\d+/);
    expect(compose.services.minio?.profiles).toEqual(["s3"]);
    expect(compose.services.minio?.image).toMatch(/minio:RELEASE\./);
    expect(app.volumes).toContain(`data:${envOf(run).get("DATA_DIR")}`);
    expect(app.ports?.[0]).toMatch(/:3000$/);
  });

  it("names only variables the server reads, and takes every secret from outside the file", () => {
    const env = app.environment ?? {};
    expect(Object.keys(env).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    for (const name of ["DATABASE_URL", "JWT_SECRET", "METRICS_TOKEN", "PURGE_WEBHOOKS", "S3_BUCKET"])
      expect(env).toHaveProperty(name);
    // Only ${VAR} references (with a default or a "must be set" message): DATABASE_URL holds one.
    for (const service of Object.values(compose.services))
      for (const [name, value] of Object.entries(service.environment ?? {}))
        if (SECRET_NAME.test(name)) {
          expect(String(value), name).toMatch(/\$\{/);
          expect(String(value).replace(/\$\{[^}]+\}/g, ""), name).not.toMatch(/[:@]\w{6,}/);
        }
  });

  it("sets every retention of the data inventory, with the same default as the server", () => {
    for (const name of RETENTION_SETTING_NAMES)
      expect(String(app.environment?.[name]), name).toBe(`\${${name}:-${RETENTION_SETTINGS[name].default}}`);
  });

  it("gives a stopping server longer than its shutdown delay and timeout before killing it", () => {
    const seconds = Number(/^(\d+)s$/.exec(app.stop_grace_period ?? "")?.[1]);
    const ms = (name: string) => Number(/:-(\d+)\}/.exec(String(app.environment?.[name]))?.[1]);
    expect(seconds * 1000).toBeGreaterThan(ms("SHUTDOWN_DELAY_MS") + ms("SHUTDOWN_TIMEOUT_MS") + 5000);
  });
});
