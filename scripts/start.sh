#!/usr/bin/env bash
# Installs everything, then starts the whole product on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_CHROMIUM=1 bash scripts/install.sh
exec pnpm start
