#!/usr/bin/env bash
# Installs what a fresh machine with only Node 20 and npm lacks: pnpm, Debian chromium-headless-shell (browser tests), dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "→ Installation de pnpm"
  npm i -g pnpm@10 >/dev/null
fi

# Browser journeys measure what users see: Chromium's headless shell (the same engine without the desktop browser
# around it: the journeys take half the time on 2 cores), plus the colour emoji font every phone and laptop has
# (without it, emoji are drawn as narrow boxes and a header that overflows a phone screen passes unseen).
PACKAGES=""
if [ ! -x /usr/bin/chromium-headless-shell ]; then PACKAGES="chromium-headless-shell fonts-liberation"; fi
if [ ! -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; then PACKAGES="$PACKAGES fonts-noto-color-emoji"; fi
if [ "${SKIP_CHROMIUM:-0}" != "1" ] && [ -n "$PACKAGES" ]; then
  echo "→ Installation de Chromium et des polices (Debian) :$PACKAGES"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PACKAGES >/dev/null
fi

echo "→ Installation des dépendances"
pnpm install --frozen-lockfile --prefer-offline
