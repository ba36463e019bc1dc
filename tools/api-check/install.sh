#!/usr/bin/env bash
# Installs the pinned Schemathesis (tools/api-check/requirements.txt) into .tools/venv (git-ignored).
# Idempotent: when the venv already holds the pinned version it returns in well under a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=.tools/venv
WANTED=$(grep -E '^schemathesis==' tools/api-check/requirements.txt | cut -d= -f3)
installed() { "$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("schemathesis"))' 2>/dev/null; }
if [ -x "$VENV/bin/st" ] && [ "$(installed)" = "$WANTED" ]; then
  echo "Schemathesis $WANTED already installed ($VENV)"
  exit 0
fi
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' 2>/dev/null; then
  echo "Schemathesis needs Python >= 3.10 ($PYTHON)" >&2
  exit 1
fi
echo "Installing Schemathesis $WANTED into $VENV…"
if ! "$PYTHON" -m venv "$VENV" 2>/dev/null; then
  # Debian's python3 ships venv without ensurepip: the python3-venv package adds it.
  if command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
  else
    echo "python3 -m venv failed: install the venv module of $PYTHON" >&2
    exit 1
  fi
fi
"$VENV/bin/pip" install --quiet --disable-pip-version-check -r tools/api-check/requirements.txt
"$VENV/bin/st" --version
