#!/bin/sh
# Node with the product's runtime settings, the one place they are set: the server (serve.sh) and the
# commands that read the whole store (npm run export, import, backup) run through it. Arguments go to
# node as they are. NODE chooses the node binary (default: the one on PATH). What each setting saves is
# measured in docs/performance.md "Runtime flags of the server".
# The C library's allocator: two arenas, and a fixed mmap threshold so large blocks are given back.
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# A small young generation, a slowly growing old one, memory given back soon after a burst; no
# allocation-site pretenuring (V8 could decide at start that a request's objects live long, and then
# filled the old generation with them: a full collection every ~160 ms, twice the CPU per request).
exec "${NODE:-node}" --max-semi-space-size=4 --heap-growing-percent=20 --gc-memory-reducer-start-delay-ms=2000 \
  --no-allocation-site-pretenuring "$@"
