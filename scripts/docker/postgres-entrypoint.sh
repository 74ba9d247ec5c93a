#!/bin/sh
# Entrypoint of the local PostgreSQL test image (scripts/docker/build-bases.sh), with the official image's contract as
# docker-compose.yml uses it: on the first start (no PG_VERSION in $PGDATA) initdb creates the superuser
# $POSTGRES_USER (default postgres) with $POSTGRES_PASSWORD (required), password (scram-sha-256) sign-in from any
# address, and the database $POSTGRES_DB (default: the user's name); later starts reuse the data. It runs as the user
# postgres (uid 999) throughout, never as root. Not supported: /docker-entrypoint-initdb.d scripts.
set -eu

if [ "${1#-}" != "${1:-}" ]; then set -- postgres "$@"; fi
if [ "${1:-}" != postgres ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
  echo "docker-entrypoint.sh: this image runs PostgreSQL as the user postgres, not root (remove user: root)" >&2
  exit 1
fi

: "${PGDATA:?PGDATA is not set}"
POSTGRES_USER=${POSTGRES_USER:-postgres}
POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "docker-entrypoint.sh: the database is uninitialized and POSTGRES_PASSWORD is not set" >&2
    exit 1
  fi
  mkdir -p "$PGDATA"
  chmod 700 "$PGDATA"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of flags, as in the official image
  initdb --pgdata="$PGDATA" --username="$POSTGRES_USER" --pwfile="$pwfile" --encoding=UTF8 --locale=C \
    --auth-local=trust --auth-host=scram-sha-256 ${POSTGRES_INITDB_ARGS:-} >/dev/null
  rm -f "$pwfile"
  printf '\nhost all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  printf "\nlisten_addresses = '*'\nunix_socket_directories = '/var/run/postgresql'\n" >> "$PGDATA/postgresql.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    quoted=$(printf '%s' "$POSTGRES_DB" | sed 's/"/""/g')
    echo "CREATE DATABASE \"$quoted\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "docker-entrypoint.sh: initialized $PGDATA (user $POSTGRES_USER, database $POSTGRES_DB)"
fi

exec "$@"
