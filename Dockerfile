# syntax=docker/dockerfile:1
# Aangan: one image for every process role (api, projections, web), chosen with PROCESS_ROLES.

FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY api/package.json api/
COPY public-site/package.json public-site/
COPY admin-console/package.json admin-console/
COPY server/package.json server/
RUN npm ci --no-audit --no-fund
COPY . .
# Built, then only what runs is kept: the server bundle's packages and tsx, which runs the
# operators' commands (npm run admin:create, rebuild, backup, restore, ...); the build and test
# tools (vite, vitest, eslint, typescript, lighthouse, ...) stay out of the image.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
# GLIBC_TUNABLES as `npm start` sets it: the C library keeps big blocks for reuse instead of mapping
# and unmapping them for every compressed answer (docs/scaling.md).
ENV NODE_ENV=production \
    PORT=3000 \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=67108864
WORKDIR /app
# The server runs from its bundle (api/dist, built by `npm run build`); the packages it loads stay in
# node_modules (with the compiled better-sqlite3), and the sources stay beside it for the files it reads.
# The code stays owned by root and read-only for the app user; only ./data and ./ledger are writable.
COPY --from=build /app /app
RUN mkdir -p /app/data/uploads /app/ledger && chown -R node:node /app/data /app/ledger
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=10m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "api/dist/main.mjs"]
