#!/usr/bin/env bash
# Starts a local PostgreSQL for the test run (Debian's postgresql package),
# listening on 127.0.0.1 only, with a role and an empty test database, and
# prints the connection string. Used by .ci/run; safe to run again.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$VERSION main"; then
  pg_createcluster "$VERSION" main >&2
fi
pg_ctlcluster "$VERSION" main start -- -o "-c listen_addresses=127.0.0.1" >&2 2>/dev/null || pg_ctlcluster "$VERSION" main status >&2
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')
su postgres -c "psql -q -p $PORT -tc \"select 1 from pg_roles where rolname = 'arunachala'\"" | grep -q 1 ||
  su postgres -c "psql -q -p $PORT -c \"create role arunachala login password 'arunachala' createdb\"" >&2
su postgres -c "psql -q -p $PORT -c 'drop database if exists arunachala_test'" >&2
su postgres -c "psql -q -p $PORT -c 'create database arunachala_test owner arunachala'" >&2
echo "postgres://arunachala:arunachala@127.0.0.1:$PORT/arunachala_test"
