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
CMD ["npm", "run", "serve", "-w", "@frameshop/server"]
