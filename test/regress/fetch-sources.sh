#!/usr/bin/env bash
# Fetches PostgreSQL 15's regression files (src/test/regress) from Debian's `postgresql-15`
# source package, the version installed here when the archive still has it. Nothing of it is
# committed: it lands in $PGSQLITE_REGRESS_CACHE (default <repo>/.tmp/regress-src).
# Prints the path of src/test/regress on its last line. Needs root for the deb-src lines.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cache="${PGSQLITE_REGRESS_CACHE:-$root/.tmp/regress-src}"
mkdir -p "$cache"

found() { find "$cache" -maxdepth 5 -path '*/src/test/regress/parallel_schedule' -printf '%h\n' 2>/dev/null | head -1; }
dir="$(found)"
if [[ -n "$dir" ]]; then echo "$dir"; exit 0; fi

export DEBIAN_FRONTEND=noninteractive
# deb-src lines for every configured Debian `deb` source (deb822 .sources and one-line .list).
if [[ -z "$(apt-cache showsrc postgresql-15 2>/dev/null)" ]]; then
  src=/etc/apt/sources.list.d/pgsqlite-deb-src.sources
  list=/etc/apt/sources.list.d/pgsqlite-deb-src.list
  : >"$src.new"; : >"$list.new"
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -e "$f" && "$f" != "$src" ]] || continue
    # One stanza per blank-line-separated block; keep the Debian ones that list `deb`.
    awk 'BEGIN { RS = ""; ORS = "\n\n" }
         /(^|\n)Types:[^\n]*(^| )deb( |\n|$)/ && /debian/ {
           gsub(/(^|\n)Types:[^\n]*/, "\nTypes: deb-src"); sub(/^\n/, ""); print }' "$f" >>"$src.new"
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -e "$f" ]] || continue
    grep -E '^deb [^#]*debian' "$f" | sed 's/^deb /deb-src /' >>"$list.new" || true
  done
  mv "$src.new" "$src"
  if [[ -s "$list.new" ]]; then mv "$list.new" "$list"; else rm -f "$list.new"; fi
  apt-get update >&2
fi
command -v dpkg-source >/dev/null 2>&1 || apt-get install -y dpkg-dev </dev/null >&2

version="$(dpkg-query -W -f='${Version}' postgresql-15 2>/dev/null || true)"
cd "$cache"
if [[ -z "$version" ]] || ! apt-get source -q "postgresql-15=$version" </dev/null >&2; then
  echo "postgresql-15 $version not in the archive; fetching its newest source" >&2
  apt-get source -q postgresql-15 </dev/null >&2
fi
rm -f ./*.tar.* ./*.dsc 2>/dev/null || true
dir="$(found)"
[[ -n "$dir" ]] || { echo "no src/test/regress in the postgresql-15 source package" >&2; exit 1; }
echo "$dir"
