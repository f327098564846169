# syntax=docker/dockerfile:1
# The mall as a container image (docs/operations.md). One image per environment: Next freezes
# the security headers of next.config.ts at build, so APP_ENV and the tracking script URLs are
# build arguments; secrets are never build arguments, they come from the env file at run time.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# postinstall applies patches/ (a Next runtime fix, docs/benchmarks.md).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# Also the `tools` target: full source and dev dependencies for db:seed and the drills.
FROM deps AS builder
ARG APP_ENV=prod
ARG TRACKING_SCRIPT_URL=
ARG TRACKING_SCRIPT_TEST_URL=
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN APP_ENV=$APP_ENV TRACKING_SCRIPT_URL=$TRACKING_SCRIPT_URL \
    TRACKING_SCRIPT_TEST_URL=$TRACKING_SCRIPT_TEST_URL NEXT_OUTPUT=standalone npm run build

FROM builder AS tools
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# glibc as package.json's start script sets it: two malloc arenas (one per thread kept ~70 MB
# more resident after the long-tail benchmark) and blocks from 128 kB mapped on their own, so a
# freed page entry goes back to the system; V8's young generation halved, in the database thread
# too (docs/benchmarks.md, 内存).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 NODE_OPTIONS=--max-semi-space-size=8
# A Chinese font: the captcha draws its characters on the server.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei fontconfig \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 1001 mall \
    && useradd --system --uid 1001 --gid mall --home-dir /app --no-create-home mall \
    && mkdir -p /app/.data/uploads && chown -R mall:mall /app/.data
COPY --from=builder --chown=mall:mall /app/.next/standalone ./
COPY --from=builder --chown=mall:mall /app/.next/static ./.next/static
# Applied at start by instrumentation.ts (under an advisory lock on PostgreSQL).
COPY --from=builder --chown=mall:mall /app/server/db/migrations ./server/db/migrations
# PGlite loads its wasm and data files at run time, which output tracing does not follow.
COPY --from=builder --chown=mall:mall /app/node_modules/@electric-sql/pglite ./node_modules/@electric-sql/pglite
USER mall
EXPOSE 3000
VOLUME ["/app/.data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node receives SIGTERM directly (exec form, no shell), so the graceful shutdown runs.
CMD ["node", "server.js"]
