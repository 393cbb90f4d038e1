# syntax=docker/dockerfile:1
# Simbiosis in a container: docs/operations.md "Container", docs/decisions/0016-metrics-logs-and-shutdown.md.
# Three stages on one base image (native modules, better-sqlite3 and sharp, must match it): the site
# built with every dependency; the production dependencies alone; and the image that runs, which has
# neither compilers nor build tools and runs as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles itself when no prebuilt binary can be downloaded for the platform.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json server.ts ./
# npm start (it serves the build it is given: no build tools here), npm run user, npm run seed.
COPY scripts/build-if-needed.ts scripts/support.ts scripts/user.ts scripts/seed.ts scripts/serve.sh scripts/node.sh ./scripts/
# The server runs its bundle (build/node/server.js, no TypeScript); the user and seed commands run the
# sources with Node's type stripping.
COPY app ./app
COPY --from=build /app/build ./build
# The code stays root's (read-only to the server); the data folder is the server's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (no database call); a load balancer asks /readyz. No curl in slim images: node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server stops gracefully (docs/operations.md "Stopping and restarting"). The launcher (npm start's, with
# the runtime flags) execs node, so node is PID 1 and handles it.
STOPSIGNAL SIGTERM
CMD ["scripts/serve.sh"]
