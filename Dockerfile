FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run build --filter=@frameshop/web --filter=@frameshop/server

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN mkdir -p /app/data && chown -R node /app/data
EXPOSE 3000
USER node
# The server itself as PID 1, not npm: `docker stop` sends SIGTERM to PID 1, and npm dies of it
# without passing it on (its script runs under `sh -c`), so requests under way would be cut
# instead of finishing (decision 0021).
WORKDIR /app/apps/server
CMD ["node", "--max-semi-space-size=4", "--enable-source-maps", "dist/server.mjs"]
