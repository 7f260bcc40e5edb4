# syntax=docker/dockerfile:1
# One image for the three Node services (site, gateway, and the sandbox for the demo profile);
# docker-compose.yml and the Kubernetes manifests (deploy/kubernetes) pick the command. Built once
# per release and published by tag (see the README's "Going live"):
#   docker build --build-arg RELEASE_ID=$(git rev-parse --short HEAD) -t ghcr.io/<org>/agency:<tag> .
#
# The build stage runs the same release script as `npm run up` and the tests (scripts/release.mjs):
# the site's standalone server, the gateway and sandbox compiled to JavaScript, each with its
# production dependencies only. Nothing in it names a host: every deployment sets its own at start.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1 CI=true
ARG RELEASE_ID
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile \
  && RELEASE_ID=${RELEASE_ID} RELEASE_DIR=/release node scripts/release.mjs

FROM ${NODE_IMAGE} AS runtime
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /release /app
# Writable only where the services write (volumes and tmpfs in compose, emptyDirs on Kubernetes):
# the outbox, the sandbox's data, the site's optimizer cache. The root file system stays read-only.
RUN mkdir -p /outbox /apps /data /app/site/.next/cache && chown node:node /outbox /apps /data /app/site/.next/cache \
  && chmod 700 /outbox /apps
USER node
EXPOSE 3000 3001 3002 3003 3004 4000 4010 4011
# Operators' commands run in a gateway's container (compose: docker compose exec gateway-a …):
#   node gateway/dist/apps-cli.mjs create|key|update|publish|revoke|list   the app registry
#   node gateway/dist/outbox-cli.mjs list|replay|backup|restore             the forms outbox
#   node gateway/dist/usage-cli.mjs list                                    the schema usage per app
# The gateway by default; compose and the manifests name each service's command.
CMD ["node", "gateway/dist/main.mjs"]
