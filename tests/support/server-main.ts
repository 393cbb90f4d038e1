/**
 * The server as `npm start` runs it (server.ts's startServer: PORT/HOST from the environment, the shutdown
 * on SIGTERM/SIGINT with its exit code), without the React Router site, which would need the build:
 * for tests that stop a real server process (tests/integration/shutdown.test.ts).
 */
import { startServer } from "../../server.ts";

await startServer({ site: false });
