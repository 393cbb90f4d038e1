#!/bin/sh
# The production server's one launcher: `npm start`, the container's CMD, the benches and the browser tests
# start the server through it, so its runtime settings live here and nowhere else. Arguments are extra
# Node flags for one run (the bench's --cpu-prof). NODE chooses the node binary (default: the one on PATH).
# What each setting saves is measured in docs/performance.md "Runtime flags of the server".
set -e
cd "$(dirname "$0")/.."
# The bundle is the production server: no debug listings for visitors, unless the caller says otherwise.
export NODE_ENV="${NODE_ENV:-production}"
# The C library's allocator: two arenas, and a fixed mmap threshold so large blocks are given back.
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# No TypeScript in production (a .ts module fails at once instead of loading Node's type stripper);
# a small young generation, a slowly growing old one, memory given back soon after a burst; no
# allocation-site pretenuring (V8 could decide at start that a request's objects live long, and then
# filled the old generation with them: a full collection every ~160 ms, twice the CPU per request).
exec "${NODE:-node}" --no-experimental-strip-types --max-semi-space-size=4 --heap-growing-percent=20 \
  --gc-memory-reducer-start-delay-ms=2000 --no-allocation-site-pretenuring "$@" build/node/server.js
