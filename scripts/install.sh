#!/usr/bin/env bash
# Installs what a fresh machine with only Node 20 and npm lacks: pnpm, Debian chromium (browser tests), dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "→ Installation de pnpm"
  npm i -g pnpm@10 >/dev/null
fi

if [ "${SKIP_CHROMIUM:-0}" != "1" ] && [ ! -x /usr/bin/chromium ]; then
  echo "→ Installation de Chromium (Debian)"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
fi

echo "→ Installation des dépendances"
pnpm install --frozen-lockfile --prefer-offline
