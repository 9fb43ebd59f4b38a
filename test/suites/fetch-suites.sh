#!/usr/bin/env bash
# Fetches the client libraries' own test suites that test/suites runs against pgsqlite, pinned:
# psycopg2's sdist (its tests/ folder; the module itself is psycopg2-binary, installed by .ci/run)
# and pgx's stdlib tests, compiled once into a test binary. Into .tmp/suites (never committed).
# Idempotent; a failure leaves the suite test to report what is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
PSYCOPG2_VERSION=2.9.10
PGX_VERSION=v5.7.5
dir=.tmp/suites
mkdir -p "$dir"

if [[ ! -d "$dir/psycopg2-$PSYCOPG2_VERSION/tests" ]]; then
  python3 -m pip download --quiet --disable-pip-version-check --no-binary :all: --no-deps \
    "psycopg2==$PSYCOPG2_VERSION" -d "$dir"
  tar xzf "$dir/psycopg2-$PSYCOPG2_VERSION.tar.gz" -C "$dir"
fi

if command -v go >/dev/null 2>&1 && [[ ! -x "$dir/pgx-stdlib.test" ]]; then
  src=$(cd "$dir" && go mod download -json "github.com/jackc/pgx/v5@$PGX_VERSION" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
  rm -rf "$dir/pgx-$PGX_VERSION"
  cp -r "$src" "$dir/pgx-$PGX_VERSION"
  chmod -R u+w "$dir/pgx-$PGX_VERSION"
  (cd "$dir/pgx-$PGX_VERSION" && go test -c -o ../pgx-stdlib.test ./stdlib)
fi

# pgx's own packages (types, the wire connection, the driver): one test binary each.
for pkg in pgtype pgconn root; do
  if command -v go >/dev/null 2>&1 && [[ -d "$dir/pgx-$PGX_VERSION" && ! -x "$dir/pgx-$pkg.test" ]]; then
    (cd "$dir/pgx-$PGX_VERSION" && go test -c -o "../pgx-$pkg.test" "./$([[ $pkg == root ]] && echo . || echo "$pkg")")
  fi
done
