import { fork } from "node:child_process";
import path from "node:path";
import { CreateBucketCommand, paginateListObjectsV2, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../app/server/config.server.ts";

/**
 * A real S3 server (the npm s3rver: the S3 REST API over HTTP, objects in a temp folder) started for the
 * test in its own process (s3-server.ts says why), on a free port, with one empty bucket. Tests talk to
 * it with the same AWS SDK the server uses.
 */
export interface TestS3 {
  /** What S3FileStore and the server's S3_* variables need to use the bucket. */
  config: S3Config;
  /** The same settings as environment variables, for a server process. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Another empty bucket on the same server. */
  bucket(name: string): Promise<S3Config>;
  close(): Promise<void>;
}

export async function startS3(bucket = "simbiosis-test"): Promise<TestS3> {
  const child = fork(path.join(import.meta.dirname, "s3-server.ts"), [], {
    execArgv: ["--openssl-legacy-provider"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the S3 server stopped at start (exit ${code})`)));
  });
  child.removeAllListeners("exit");
  // s3rver accepts any key pair (it checks signatures against S3RVER/S3RVER unless told otherwise).
  const base: Omit<S3Config, "bucket"> = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: base.endpoint,
    region: base.region,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const create = async (name: string): Promise<S3Config> => {
    await client.send(new CreateBucketCommand({ Bucket: name }));
    return { ...base, bucket: name };
  };
  const config = await create(bucket);
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: base.endpoint ?? "",
      S3_REGION: base.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    client,
    async keys() {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      return keys;
    },
    bucket: create,
    async close() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
