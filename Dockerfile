# One image for the three Node services; docker-compose.yml picks the command.
# Build: docker build -t agency .   (needs only the npm registry and Debian's packages)
FROM node:20-bookworm-slim AS base
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 CI=true
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile \
  && cd site && ./node_modules/.bin/next build
EXPOSE 3000 3001 3002 3003 3004 4000 4010
CMD ["node", "scripts/stack.mjs"]
