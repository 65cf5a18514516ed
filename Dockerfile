# syntax=docker/dockerfile:1
# Multi-stage build of Central: the server bundle plus the web build on a slim Node runtime.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# The IXC, Cielo, Watch Brasil, Nextcloud, IXC ACS and GenieACS simulators and the speed test, for `docker compose --profile demo` only.
FROM build AS sandbox
ENV SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=8089 SANDBOX_CIELO_PORT=8090 SANDBOX_WATCH_PORT=8091 SANDBOX_NEXTCLOUD_PORT=8092 SANDBOX_SPEEDTEST_PORT=8093 SANDBOX_IXC_ACS_PORT=8094 SANDBOX_GENIEACS_PORT=8095
EXPOSE 8089 8090 8091 8092 8093 8094 8095
CMD ["npx", "tsx", "apps/sandbox/src/main.ts"]

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# A font for the initials drawn on a provider's app icon when its logo cannot be read (sharp renders SVG text).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @central/server && npm cache clean --force \
  && mkdir -p /app/data && chown node:node /app/data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY prisma/migrations prisma/migrations
COPY bin/central-server bin/central-server
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The production start: node with a heap limit fitted to the container's memory (CENTRAL_HEAP_MB overrides).
CMD ["bin/central-server"]
