# syntax=docker/dockerfile:1
# The image of any one remote, built from its own folder and the libs it needs (never another
# remote's or the shell's sources), so a team builds and deploys its remote alone:
#   docker build -f tools/docker/remote.Dockerfile --build-arg REMOTE=mfe-community -t chairside/mfe-community .
# Build context: the repository root (docker-compose.yml passes REMOTE per service).
# Serves the remote's build (mf-manifest.json, remoteEntry.js, chunks) at /, CORS open, and each
# release the image carries at /<version>/: this build's (RELEASE_BUILD_ID names it, else `local`) and
# up to 4 earlier ones copied from the image it replaces, so tabs opened before a rollout keep loading
# their chunks:
#   docker build -f tools/docker/remote.Dockerfile --build-arg REMOTE=mfe-community \
#     --build-arg RELEASE_BUILD_ID=$(git rev-parse --short=8 HEAD) \
#     --build-arg PREVIOUS_IMAGE=chairside/mfe-community:<current tag> -t chairside/mfe-community:<new tag> .
ARG REMOTE
# An image built by this file, whose releases this one carries on; by default the empty stage below.
ARG PREVIOUS_IMAGE=no-previous-releases

# No previous image: an empty release store. On the runtime's base image (pulled anyway), made by
# mkdir: a WORKDIR on `scratch` would leave no directory with builders other than BuildKit. A stage
# named through an ARG in FROM is resolved like any stage; only the stages the result needs are built.
FROM node:20-bookworm-slim AS no-previous-releases
RUN mkdir -p /srv/releases

FROM ${PREVIOUS_IMAGE} AS previous-releases

FROM node:20-bookworm AS build
ARG REMOTE
RUN test -n "$REMOTE" || { echo 'Set --build-arg REMOTE=<folder of the remote, e.g. mfe-community>' >&2; exit 1; }
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
WORKDIR /app
# The root configs and the workspaces' manifests first, so the install layer is reused across remotes.
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY libs/contracts/package.json libs/contracts/package.json
COPY libs/ui/package.json libs/ui/package.json
COPY libs/analysis/package.json libs/analysis/package.json
# Not `npm ci`: the lockfile lacks other platforms' native builds, which `npm ci` insists on.
RUN npm install --prefer-offline --no-audit --no-fund
COPY tools/webpack tools/webpack
COPY tools/release tools/release
COPY libs libs
COPY ${REMOTE} ${REMOTE}
ARG CHAIRSIDE_BUILD_ID=docker
ARG RELEASE_BUILD_ID=local
RUN CHAIRSIDE_BUILD_ID=$CHAIRSIDE_BUILD_ID RELEASE_BUILD_ID=$RELEASE_BUILD_ID npx nx run ${REMOTE}:build --outputStyle=static
# The previous image's releases, then this build as the newest; the newest 5 are kept (tools/release).
COPY --from=previous-releases /srv/releases/ /app/.data/releases/${REMOTE}/
RUN RELEASES_ROOT=/app/.data/releases node tools/release/publish.mjs ${REMOTE}

# The static server below, compiled from the gateway's TypeScript in a stage of its own: the remote's
# build above sees only its own folder and the libs. The same for every remote (and its layers for
# the shell's image, whose build stage starts alike).
FROM node:20-bookworm AS static-server
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/package.json
COPY libs/ui/package.json libs/ui/package.json
COPY libs/analysis/package.json libs/analysis/package.json
RUN npm install --prefer-offline --no-audit --no-fund
COPY nx.json tsconfig.base.json ./
COPY libs libs
COPY services/gateway services/gateway
RUN npx nx run gateway:build --outputStyle=static

# A tiny static server (services/gateway/src/static-server.ts, compiled) with no node_modules beyond
# the contracts' two dependency-free modules (the remote list and the session cookie's name).
FROM node:20-bookworm-slim
ARG REMOTE
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 ROOT=/srv/dist RELEASES_DIR=/srv/releases
WORKDIR /srv
COPY --from=static-server /app/services/gateway/dist/static-server.js static-server.js
COPY --from=static-server /app/services/gateway/dist/lib/cache-policy.js /app/services/gateway/dist/lib/config.js /app/services/gateway/dist/lib/hardening.js /app/services/gateway/dist/lib/landing-page.js /app/services/gateway/dist/lib/release-store.js /app/services/gateway/dist/lib/release-version.js /app/services/gateway/dist/lib/remotes-manifest.js /app/services/gateway/dist/lib/stop-on-signals.js lib/
COPY --from=static-server /app/libs/contracts/package.json node_modules/@chairside/contracts/package.json
COPY --from=static-server /app/libs/contracts/dist/remote-module.js /app/libs/contracts/dist/api-paths.js node_modules/@chairside/contracts/dist/
# The releases (versions.json lists them, newest first); / serves the newest, this build.
COPY --from=build /app/.data/releases/${REMOTE}/ releases/
RUN ln -s "releases/$(node -p "require('/srv/releases/versions.json')[0]")" dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "static-server.js"]
