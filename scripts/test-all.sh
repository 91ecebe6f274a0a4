#!/usr/bin/env bash
# The whole check, in the order a reviewer wants to see it fail:
#   lint, format, types and content (side by side, the build beside them) of the tree with a
#   new area generated into it, unit tests, browser tests, size budgets, end-to-end; beside the
#   last steps, in the background, the engine tests on PGlite, the generated area's tests, the
#   content system and its editors' end-to-end tests (printed after them).
# `npm test` runs this (README: `npm ci && npm test`). Ends with one summary line
# "N passed, 0 failed"; any failing step stops the run with a non-zero exit and says which.
#
# Database of the unit tests: PGlite, or with DATABASE_URL (CI: scripts/ci-postgres.sh) the
# server tests run on that PostgreSQL and then the engine-dependent ones (tagged `engine`, in
# vitest.config.ts) once more on PGlite. Only vitest sees DATABASE_URL: the servers of the
# end-to-end tests keep their own in-memory PGlite.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

database_url=${DATABASE_URL:-}
unset DATABASE_URL

passed=0
current=""

# The background lanes (in_background): their folders, processes and step names.
declare -A lane_dir=() lane_pid=() lane_names=()

# A process and everything it started (the background steps when a browser step fails).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# The CPU seconds (user and system) on the second line of `times`: what the shell's children
# used, and every process they waited for.
cpu_seconds() {
  awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"
}
# The machine's idle and total jiffies so far (/proc/stat's first line; nothing elsewhere).
machine_jiffies() {
  awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print $5 + $6, total }' \
    /proc/stat 2>/dev/null || true
}
# Runs a command and writes "<wall> s, <cpu> s CPU, <idle> % idle" to a file: its CPU (it and
# every process it waited for; a browser's own children may escape it), so a step's share of
# the 2 cores can be read beside its time, and how idle the whole machine was meanwhile.
timed_run() {
  local out=$1
  shift
  (
    start=$SECONDS
    read -r idle_before total_before <<<"$(machine_jiffies)"
    status=0
    "$@" || status=$?
    # `times` itself, not in a pipe: a pipe's side is a fork, which has no children.
    times >"$out"
    cpu=$(cpu_seconds "$out")
    read -r idle_after total_after <<<"$(machine_jiffies)"
    idle=""
    if [ -n "${total_after:-}" ] && [ "$total_after" -gt "${total_before:-0}" ]; then
      idle=", machine $(((idle_after - idle_before) * 100 / (total_after - total_before))) % idle"
    fi
    echo "$((SECONDS - start)) s, $cpu s CPU$idle" >"$out"
    exit "$status"
  )
}

on_exit() {
  local status=$?
  for pid in "${lane_pid[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then kill_tree "$pid"; fi
  done
  if [ -n "${scratch:-}" ]; then rm -rf "$scratch"; fi
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
  local took
  took=$(mktemp)
  timed_run "$took" "$@"
  echo "---- $name: ok ($(cat "$took"))"
  rm -f "$took"
  passed=$((passed + 1))
  current=""
}

# Steps that only read the source, run side by side: lint alone keeps one core busy for
# about a minute, format, types and content share the other. Each one's output is printed
# when it ends, in this order, with its own time; the first failure stops the run.
side_by_side() {
  local dir names=() pids=()
  dir=$(mktemp -d)
  for spec in "$@"; do
    local i=${#names[@]}
    names+=("${spec%%=*}")
    timed_run "$dir/$i.time" bash -c "${spec#*=}" >"$dir/$i.log" 2>&1 &
    pids+=("$!")
  done
  for i in "${!names[@]}"; do
    current=${names[$i]}
    echo
    echo "==== [$((passed + 1))] ${names[$i]} (side by side) ===="
    local status=0
    wait "${pids[$i]}" || status=$?
    cat "$dir/$i.log"
    if [ "$status" -ne 0 ]; then
      kill "${pids[@]}" 2>/dev/null || true
      exit "$status"
    fi
    echo "---- ${names[$i]}: ok ($(cat "$dir/$i.time"))"
    passed=$((passed + 1))
  done
  current=""
  rm -rf "$dir"
}

# Steps run in the background, in lanes, while the browser and end-to-end tests run: those
# leave about half of the 2 cores idle (they wait on pages, polls and timers). A lane runs
# its steps one after another; `await_background LANE` prints each step's output and time,
# in order, and stops the run at the first that failed.
in_background() {
  local lane=$1 dir spec
  shift
  dir=$(mktemp -d)
  lane_dir[$lane]=$dir
  (
    i=0
    for spec in "$@"; do
      status=0
      timed_run "$dir/$i.time" bash -c "${spec#*=}" >"$dir/$i.log" 2>&1 || status=$?
      echo "$status" >"$dir/$i.status"
      [ "$status" -eq 0 ] || exit "$status"
      i=$((i + 1))
    done
  ) &
  lane_pid[$lane]=$!
  lane_names[$lane]=$(for spec in "$@"; do echo "${spec%%=*}"; done)
}
await_background() {
  local lane=$1 status=0 i=0 name step_status
  local dir=${lane_dir[$lane]}
  wait "${lane_pid[$lane]}" || status=$?
  while IFS= read -r name; do
    [ -f "$dir/$i.status" ] || break
    current=$name
    echo
    echo "==== [$((passed + 1))] $name (in the background) ===="
    cat "$dir/$i.log"
    step_status=$(cat "$dir/$i.status")
    [ "$step_status" -eq 0 ] || exit "$step_status"
    echo "---- $name: ok ($(cat "$dir/$i.time"))"
    passed=$((passed + 1))
    i=$((i + 1))
  done <<<"${lane_names[$lane]}"
  current=""
  rm -rf "$dir"
  [ "$status" -eq 0 ] || exit "$status"
}

# A new area, generated into a copy of the tree (scripts/newAreaScratch.ts), must pass every
# check right away (docs/adding-an-area.md). The copy is the tree plus that area, so the
# source-reading steps check the copy, not the tree: one pass of lint, format, types and
# content proves both (the tree's own pass beside the copy's cost about two minutes of the
# 2 cores). eslint names a file by its path in the copy; the path after the copy's folder is
# the tree's. The area's own tests run in the copy in the background, below.
scratch=$(mktemp -d -t new-area-XXXXXX)
chmod 755 "$scratch"
in_background area "new area=node --import tsx scripts/newAreaScratch.ts --prepare '$scratch' --area scratch-area"
step "chromium" bash scripts/ensure-chromium.sh
await_background area
# The build runs beside the source-reading steps, which leave about a fifth of the 2 cores
# idle (a measured run: 19-22 % idle), rather than beside the browser tests, which leave
# none; it is awaited before the unit tests, so no server test meets a half-written dist/.
in_background build "build=npm run --silent build"
side_by_side \
  "lint=cd '$scratch' && npm run --silent lint" \
  "format=cd '$scratch' && npm run --silent format:check" \
  "typecheck=cd '$scratch' && npm run --silent typecheck" \
  "content=cd '$scratch' && npm run --silent content:check"
area_tests="node --import tsx scripts/newAreaScratch.ts --tests '$scratch' --area scratch-area"
# The content system (cms/, its own package) in a lane of its own, started beside the unit
# tests: its install (mostly the network and the disk), lint, types and tests
# (scripts/cms-check.sh, with DATABASE_URL its round trip on PostgreSQL too), then the admin's
# build (skipped when cms/ and shared/ are unchanged since the last one) and the editors'
# end-to-end tests against it and a portal reading from it (tests/e2e-cms/, one worker, much
# of it waiting for scheduled times). Behind the engine tests in one lane it ended two minutes
# after the main end-to-end step (1 027 s on 2026-11-29, README, Test times).
cms_lane=(
  "content system=env DATABASE_URL=$database_url bash scripts/cms-check.sh"
  "content system build=npm run --silent cms:build"
  "editors e2e=npx playwright test -c playwright.cms.config.ts"
)
await_background build
in_background cms "${cms_lane[@]}"
if [ -n "$database_url" ]; then
  step "unit (server tests on PostgreSQL)" env DATABASE_URL="$database_url" npx vitest run
  # The generated area's server tests on PostgreSQL too: their template is made there (the
  # migrations and the seed) in a fraction of PGlite's time.
  in_background checks "engine tests on PGlite=env ENGINE_TESTS_ONLY=1 npx vitest run" \
    "new area's tests=env DATABASE_URL=$database_url $area_tests"
else
  step "unit" npx vitest run
  in_background checks "new area's tests=$area_tests"
fi
step "browser" npx wtr
step "budgets" node scripts/budgets.mjs
step "e2e" npx playwright test
await_background checks
await_background cms

echo
times >"$scratch.times"
echo "total $SECONDS s, $(cpu_seconds "$scratch.times") s CPU"
rm -f "$scratch.times"
echo "$passed passed, 0 failed"
