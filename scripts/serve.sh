#!/bin/sh
# The production server's one launcher: `npm start`, the container's CMD, the benches and the browser tests
# start the server through it. Arguments are extra Node flags for one run (the bench's --cpu-prof); the
# runtime settings it shares with the commands are in scripts/node.sh.
set -e
cd "$(dirname "$0")/.."
# The bundle is the production server: no debug listings for visitors, unless the caller says otherwise.
export NODE_ENV="${NODE_ENV:-production}"
# No TypeScript in production (a .ts module fails at once instead of loading Node's type stripper).
exec scripts/node.sh --no-experimental-strip-types "$@" build/node/server.js
