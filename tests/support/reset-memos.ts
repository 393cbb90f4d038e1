import { resetMemos } from "../../app/server/memo.server.ts";

// Run before each test file (vitest.config.ts setupFiles): files share workers, so what one file's
// server kept in the process (app/server/memo.server.ts) must not answer another's.
resetMemos();
