#!/bin/sh
# Renders the nginx configuration: nginx.conf.template and the site templates it includes, with only these variables
# replaced (nginx's own $variables stay). Used by the web and admin images and by the cluster test.
#   render.sh <templates dir> <output dir> <site>...     (site: web, admin)
set -eu
templates=$1; out=$2; shift 2
vars='${NGINX_MODULES_DIR} ${NGINX_RUNTIME_DIR} ${NGINX_MIME_TYPES} ${NGINX_ACCESS_LOG} ${NGINX_SITES} ${API_SERVERS} ${WEB_PORT} ${WEB_ROOT} ${PUBLIC_REMOTE_ROOT} ${ADMIN_REMOTE_ENTRY} ${ADMIN_PORT} ${ADMIN_ROOT} ${WEB_ORIGIN} ${ADMIN_ORIGIN} ${SECURITY_HEADERS} ${API_WRITE_RATE} ${API_WRITE_BURST} ${MAP_TILE_SOURCE}'
# The map tiles' host as a CSP source, as the API derives it (backend/src/config/map-tiles.ts): https://host[:port],
# '{s}.' as '*.'; empty without MAP_TILE_URL (then images come from this origin only).
MAP_TILE_SOURCE=''
if [ -n "${MAP_TILE_URL:-}" ]; then
  MAP_TILE_SOURCE=$(printf '%s' "$MAP_TILE_URL" | sed -E 's#^(https://[^/]+)/.*$#\1#; s#^https://\{s\}\.#https://*.#' | tr 'A-Z' 'a-z')
  if ! printf '%s' "$MAP_TILE_SOURCE" | grep -Eq '^https://(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]{1,5})?$'; then
    echo "render.sh: MAP_TILE_URL must be an https URL template, got $MAP_TILE_URL" >&2
    exit 1
  fi
fi
export MAP_TILE_SOURCE
mkdir -p "$out" "$NGINX_RUNTIME_DIR"
: > "$out/sites.conf"
# The security headers (security-headers.conf.template), included by the web site's locations.
export SECURITY_HEADERS="$out/security-headers.conf"
envsubst "$vars" < "$templates/security-headers.conf.template" > "$SECURITY_HEADERS"
for site in "$@"; do
  envsubst "$vars" < "$templates/$site.conf.template" > "$out/$site.conf"
  echo "include \"$out/$site.conf\";" >> "$out/sites.conf"
done
NGINX_SITES="$out/sites.conf" envsubst "$vars" < "$templates/nginx.conf.template" > "$out/nginx.conf"
