# syntax=docker/dockerfile:1
# Debrief: one image, one process (API, Swagger UI, web app). Point DATABASE_URL at PostgreSQL (13+; 15 is
# the oldest we test); without it the service runs its embedded PostgreSQL in /data (a volume).
#
# Base: Node 24, the current LTS. Pin it by digest when you build: this file was written on a machine that cannot
# reach a container registry, so the digest is not written here rather than invented. Look it up with
#   docker buildx imagetools inspect node:24-bookworm-slim     (the "Digest:" line)
# and build with
#   docker build --build-arg NODE_IMAGE=node:24-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY service/package.json service/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
# tini as PID 1: forwards SIGTERM to node (which then fails readiness, drains and stops the embedded PostgreSQL) and
# reaps orphaned children. Same effect as `docker run --init`, without relying on the runner to pass it.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/openapi openapi
COPY --from=build /app/service/package.json service/
COPY --from=build /app/service/dist service/dist
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
# Non-root: the embedded PostgreSQL (when used) runs as this user too.
USER node
VOLUME /data
EXPOSE 3000
# Liveness: the process answers. Orchestrators should probe /api/health/ready for traffic (README, Operations).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# JWT_SECRET (32+ characters) is required in production; DATABASE_URL selects an external PostgreSQL.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "service/dist/src/server.js"]
