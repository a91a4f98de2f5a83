# One build for the whole monorepo; each service is a target:
#   docker build --target cms .   |   --target booking-api   |   --target web
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json* .npmrc ./
COPY cms/package.json cms/
COPY booking-api/package.json booking-api/
COPY web/package.json web/
COPY seed/package.json seed/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund
COPY . .
RUN NODE_ENV=production PAYLOAD_SECRET=build-time-placeholder DATABASE_URI=file:/tmp/build.db npm run build --workspace cms \
 && npm run build --workspace web

FROM node:20-bookworm-slim AS cms
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 3001
# Pending migrations are applied by the adapter at start (prodMigrations); then the seed
# (idempotent) fills an empty database.
CMD ["sh", "-c", "npx payload migrate && npm run seed --workspace seed --prefix /app && npx next start -p 3001"]

FROM node:20-bookworm-slim AS booking-api
WORKDIR /app
ENV NODE_ENV=production NODE_OPTIONS=--conditions=production
COPY --from=build /app /app
EXPOSE 4000
CMD ["npm", "run", "start", "--workspace", "booking-api"]

# The worker: delivers the outbox's e-mails (cms/src/jobs). Run as many as needed; stop with
# SIGTERM (it finishes or releases the job in hand).
FROM node:20-bookworm-slim AS worker
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
STOPSIGNAL SIGTERM
CMD ["npm", "run", "worker", "--workspace", "cms"]

# The site's origin: the built SPA plus the same routing, sitemap and robots.txt that npm start
# and the tests use (web/server/index.ts, run by tsx, a dependency of the web workspace installed
# with the rest), so production routes exactly as tested. A bad variable stops it at start.
FROM node:20-bookworm-slim AS web
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "web/server/index.ts"]
