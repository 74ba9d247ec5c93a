# syntax=docker/dockerfile:1
# Tara Pampanga images, one Dockerfile, three targets (docker-compose.yml builds them):
#   api    the NestJS API (no static files: SERVE_STATIC=false), also runs the one-shot migrations
#   web    nginx: the shell and the public remote, /api proxied to the api replicas
#   admin  nginx: the admin remote on its own origin
# Every stage is Debian bookworm (node:20-bookworm-slim), like the machines the cluster test runs nginx on.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
COPY frontend-shell/package.json frontend-shell/
COPY frontend-public/package.json frontend-public/
COPY frontend-admin/package.json frontend-admin/
COPY libs/api-client/package.json libs/api-client/
COPY libs/i18n/package.json libs/i18n/
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --outputStyle=static

# Production dependencies of the backend only (no dev tools, no frontend packages).
FROM node:20-bookworm-slim AS api-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
RUN npm install --omit=dev --no-audit --no-fund --workspace backend --include-workspace-root=false

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production SERVE_STATIC=false PORT=3000
WORKDIR /app
COPY --from=api-deps /app/node_modules node_modules
COPY --from=api-deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "backend/dist/main.js"]

FROM debian:bookworm-slim AS nginx-base
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static gettext-base curl \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /etc/tara-nginx /run/tara-nginx && chown -R www-data:www-data /etc/tara-nginx /run/tara-nginx
COPY deploy/nginx/ /opt/tara-nginx/
ENV NGINX_MODULES_DIR=/usr/lib/nginx/modules NGINX_RUNTIME_DIR=/run/tara-nginx NGINX_MIME_TYPES=/etc/nginx/mime.types \
    NGINX_ACCESS_LOG=/dev/stdout
USER www-data
STOPSIGNAL SIGQUIT

FROM nginx-base AS web
COPY --from=build /app/frontend-shell/dist /srv/shell
COPY --from=build /app/frontend-public/dist /srv/public
# The edge's write rate per client address and its burst (deploy/nginx/web.conf.template, docs/rate-limits.md).
ENV WEB_PORT=8080 WEB_ROOT=/srv/shell PUBLIC_REMOTE_ROOT=/srv/public API_WRITE_RATE=20r/s API_WRITE_BURST=200
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD curl -fsS http://127.0.0.1:8080/remotes.json >/dev/null || exit 1
CMD ["sh", "-c", "/opt/tara-nginx/render.sh /opt/tara-nginx /etc/tara-nginx web && exec nginx -c /etc/tara-nginx/nginx.conf -g 'daemon off;'"]

FROM nginx-base AS admin
COPY --from=build /app/frontend-admin/dist /srv/admin
ENV ADMIN_PORT=8081 ADMIN_ROOT=/srv/admin
EXPOSE 8081
HEALTHCHECK --interval=10s --timeout=3s CMD curl -fsS http://127.0.0.1:8081/remoteEntry.js >/dev/null || exit 1
CMD ["sh", "-c", "/opt/tara-nginx/render.sh /opt/tara-nginx /etc/tara-nginx admin && exec nginx -c /etc/tara-nginx/nginx.conf -g 'daemon off;'"]
