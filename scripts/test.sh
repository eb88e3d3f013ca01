#!/usr/bin/env bash
# Installs everything, then runs every test: typecheck, lint, unit, integration, build and browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
pnpm test
