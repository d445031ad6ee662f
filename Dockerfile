# syntax=docker/dockerfile:1
# Debrief: one image, one process (API, Swagger UI, web app). Point DATABASE_URL at PostgreSQL (13+; 15 is
# the oldest we test); without it the service runs its embedded PostgreSQL in /data (a volume).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY service/package.json service/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
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
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# JWT_SECRET (32+ characters) is required in production; DATABASE_URL selects an external PostgreSQL.
CMD ["node", "service/dist/src/server.js"]
