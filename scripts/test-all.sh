#!/usr/bin/env bash
# The whole check, in the order a reviewer wants to see it fail:
#   format, lint, types, content, unit tests, build, size budgets, browser tests, end-to-end.
# `npm test` runs this (README: `npm ci && npm test`). Ends with one summary line
# "N passed, 0 failed"; any failing step stops the run with a non-zero exit and says which.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

passed=0
current=""

on_exit() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo
    if [ -n "$current" ]; then
      echo "FAILED: step '$current' (exit $status)"
    else
      echo "FAILED before the first step (exit $status)"
    fi
    echo "$passed passed, 1 failed"
  fi
}
trap on_exit EXIT

step() {
  local name=$1
  shift
  current=$name
  echo
  echo "==== [$((passed + 1))] $name: $* ===="
  local start=$SECONDS
  "$@"
  echo "---- $name: ok ($((SECONDS - start)) s)"
  passed=$((passed + 1))
  current=""
}

step "chromium" bash scripts/ensure-chromium.sh
step "format" npm run --silent format:check
step "lint" npm run --silent lint
step "typecheck" npm run --silent typecheck
if [ -f scripts/content-check.ts ]; then
  step "content" npm run --silent content:check
else
  echo
  echo "(content:check skipped: scripts/content-check.ts does not exist yet)"
fi
step "unit" npx vitest run
step "build" npm run --silent build
step "budgets" node scripts/budgets.mjs
step "browser" npx wtr
step "e2e" npx playwright test

echo
echo "$passed passed, 0 failed"
