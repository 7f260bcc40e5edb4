# One image for the three Node services; docker-compose.yml picks the command.
# Build: docker build -t agency .   (needs only the npm registry and Debian's packages)
#
# Two stages: the compiler toolchain (better-sqlite3 builds from source) stays in the build stage;
# the runtime image has Node and the built workspace only, and runs as the unprivileged `node` user.
FROM node:24.21.0-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 CI=true
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile \
  && cd site && ./node_modules/.bin/next build

FROM node:24.21.0-bookworm-slim AS runtime
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Mount points of the volumes (outbox, sandbox data): a named volume starts with the folder's owner.
RUN mkdir -p /outbox /data && chown node:node /outbox /data && chmod 700 /outbox
USER node
EXPOSE 3000 3001 3002 3003 3004 4000 4010
CMD ["node", "scripts/stack.mjs"]
