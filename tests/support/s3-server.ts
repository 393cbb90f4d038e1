/**
 * A real S3 server (the npm s3rver) in its own process, for the tests: `node --openssl-legacy-provider
 * tests/support/s3-server.ts`. It listens on a free port of 127.0.0.1, keeps objects in a temp folder
 * removed when it stops, and tells its parent the port over IPC. Its own process because s3rver makes
 * ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 has only in its legacy provider:
 * that flag is for this fake server alone, never for the code under test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-s3-"));
const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
const { port } = await server.run();
const stop = () => {
  fs.rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
// The parent went away (closed the IPC channel) or asked us to stop: never left running.
process.on("disconnect", stop);
process.on("SIGTERM", stop);
process.send?.({ port });
