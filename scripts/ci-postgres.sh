#!/usr/bin/env bash
# A throw-away PostgreSQL server for the server tests in CI (Debian's postgresql package).
#
#   eval "$(bash scripts/ci-postgres.sh start)"   # prints: export DATABASE_URL=... (and CI_POSTGRES_DIR)
#   ...                                            # run tests against $DATABASE_URL
#   bash scripts/ci-postgres.sh stop               # stops it and removes its folder
#   bash scripts/ci-postgres.sh status
#
# start installs postgresql with apt-get when /usr/lib/postgresql/*/bin is missing (root only),
# creates a fresh data folder (mktemp -d), runs initdb (trust auth, user postgres) as the
# postgres user, starts the server on 127.0.0.1:$CI_POSTGRES_PORT (default 55432) with its
# socket inside that folder, waits for pg_isready and creates the database portal_test.
# Only the export lines go to stdout; everything else goes to stderr, so eval is safe.
set -euo pipefail

port=${CI_POSTGRES_PORT:-55432}
database=${CI_POSTGRES_DB:-portal_test}
state_file=${CI_POSTGRES_STATE:-${TMPDIR:-/tmp}/ci-postgres-$port.state}

log() { echo "ci-postgres: $*" >&2; }
die() {
  log "$*"
  exit 1
}

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; fi
}

ensure_installed() {
  if [ -n "$(find_bin)" ]; then return; fi
  if [ "$(id -u)" != "0" ]; then
    die "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' and try again."
  fi
  log "installing the Debian package postgresql ..."
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
  [ -n "$(find_bin)" ] || die "apt-get installed postgresql but /usr/lib/postgresql/*/bin/pg_ctl is missing"
}

# Runs a PostgreSQL program as the postgres user (as ourselves when not root).
as_postgres() {
  if [ "$(id -u)" = "0" ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

# The folder of the server started by `start`: $CI_POSTGRES_DIR, else the state file.
current_dir() {
  if [ -n "${CI_POSTGRES_DIR:-}" ] && [ -d "$CI_POSTGRES_DIR/data" ]; then
    echo "$CI_POSTGRES_DIR"
  elif [ -f "$state_file" ]; then
    local dir
    dir=$(cat "$state_file")
    if [ -d "$dir/data" ]; then echo "$dir"; fi
  fi
}

stop() {
  local dir bin
  dir=$(current_dir)
  if [ -z "$dir" ]; then
    log "no server started by this script on port $port; nothing to stop"
    rm -f "$state_file"
    return 0
  fi
  bin=$(find_bin)
  if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
    as_postgres "$bin/pg_ctl" stop -D "$dir/data" -m fast -w -t 60 >&2 || log "pg_ctl stop failed; removing the folder anyway"
  fi
  rm -rf "$dir"
  rm -f "$state_file"
  log "stopped and removed $dir"
}

start() {
  ensure_installed
  local bin dir
  bin=$(find_bin)

  # A server this script left running (an earlier run that was killed) is ours to replace.
  if [ -n "$(current_dir)" ]; then
    log "stopping the server an earlier run left behind"
    stop
  fi
  if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" 2>/dev/null; then
    die "something already listens on 127.0.0.1:$port; set CI_POSTGRES_PORT to another port"
  fi

  dir=$(mktemp -d "${TMPDIR:-/tmp}/ci-postgres.XXXXXX")
  mkdir -p "$dir/data" "$dir/sock"
  chmod 700 "$dir/data"
  if [ "$(id -u)" = "0" ]; then
    chmod 755 "$dir"
    chown -R postgres:postgres "$dir"
  fi
  echo "$dir" >"$state_file"

  cleanup_failed_start() {
    local status=$?
    if [ "$status" -ne 0 ]; then
      if [ -f "$dir/postgres.log" ]; then
        log "server log:"
        tail -n 40 "$dir/postgres.log" >&2 || true
      fi
      stop || true
    fi
  }
  trap cleanup_failed_start EXIT

  log "initdb ($bin) in $dir/data"
  as_postgres "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
    {
      cat "$dir/initdb.log" >&2
      die "initdb failed"
    }

  log "starting PostgreSQL on 127.0.0.1:$port"
  # fsync off: a throw-away test server does not need durability, and it is much faster.
  as_postgres "$bin/pg_ctl" start -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >&2 ||
    die "pg_ctl start failed"

  local tries=0
  until "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || die "PostgreSQL did not become ready on 127.0.0.1:$port"
    sleep 0.5
  done

  "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database" >&2 || die "createdb $database failed"
  trap - EXIT

  log "ready: database $database on 127.0.0.1:$port (folder $dir)"
  echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/$database"
  echo "export CI_POSTGRES_DIR=$dir"
}

status() {
  local dir bin
  dir=$(current_dir)
  bin=$(find_bin)
  if [ -n "$dir" ] && [ -n "$bin" ] && "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
    log "running on 127.0.0.1:$port (folder $dir)"
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/$database"
    echo "export CI_POSTGRES_DIR=$dir"
  else
    log "not running"
    return 1
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: bash scripts/ci-postgres.sh start|stop|status" >&2
    exit 2
    ;;
esac
