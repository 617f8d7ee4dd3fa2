#!/usr/bin/env bash
# `npm test`: every check of the project, stage by stage, and each stage's time at the end
# (issue 37). It stops at the first stage that fails. With STAGE_TIMES_FILE set (.ci/run), each
# stage's line is also appended there.
#
# The clock (ADR 059): the domain tests run at the machine's date (with coverage) and once more
# with the machine clock 800 days ahead; the API tests run on PGlite with the clock 800 days
# ahead, and on PostgreSQL at the machine's date. Debian's `faketime` moves the clock; without it
# (a developer's machine) those stages run at the machine's date and say so — CI installs it.
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
times=()
failed=''

report() {
  echo
  echo 'Etapas do npm test (segundos):'
  local i line
  for i in "${!names[@]}"; do
    line=$(printf '  %-58s %5d' "${names[$i]}" "${times[$i]}")
    echo "$line"
    if [ -n "${STAGE_TIMES_FILE:-}" ]; then echo "$line" >>"$STAGE_TIMES_FILE"; fi
  done
  if [ -n "$failed" ]; then echo "  FALHOU: $failed"; fi
}

stage() {
  local name=$1
  shift
  [ -n "$failed" ] && return 0
  echo
  echo "=== $name"
  local t0=$SECONDS
  "$@"
  local rc=$?
  names+=("$name")
  times+=($((SECONDS - t0)))
  if [ $rc -ne 0 ]; then failed="$name (código $rc)"; fi
}

# The clock moved 800 days ahead, when Debian's faketime is here.
ahead=()
ahead_label='relógio +800 dias'
if command -v faketime >/dev/null 2>&1; then
  ahead=(faketime -f '+800d')
elif [ -n "${CI:-}" ]; then
  echo "Erro: falta o faketime (Debian: apt-get install faketime); a CI corre os testes com o relógio adiantado." >&2
  exit 1
else
  ahead_label='relógio da máquina: sem faketime'
fi

stage 'lint (eslint, prettier)' npm run lint
stage 'typecheck (tsc -b)' npm run typecheck
stage 'domain (cobertura) e web' npm run test:unit
stage "domain, $ahead_label" "${ahead[@]}" npx vitest run --project domain
stage "API em PGlite, $ahead_label" "${ahead[@]}" npx vitest run --project server --file-parallelism --max-workers=2
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage 'API em PostgreSQL (o que lá corre de outro modo)' env TEST_DB=postgres npx vitest run --project server --file-parallelism --max-workers=2
else
  echo 'Sem TEST_DATABASE_URL: os testes da API não correm em PostgreSQL.'
fi
# The journeys' database (the demo, and everything the journeys wrote) is kept for the verifier.
E2E_DATA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/artistic-e2e-XXXXXX")
export E2E_DATA_DIR
stage 'e2e (build e jornadas)' npm run test:e2e
# Playwright stops the journeys' server as it ends: wait (up to 60 s) until it has let go of the
# data dir, then verify the database it wrote.
verify_journeys_database() {
  local lock="$E2E_DATA_DIR/artistic.lock" i pid
  for i in $(seq 1 60); do
    [ -f "$lock" ] || break
    pid=$(cat "$lock" 2>/dev/null || true)
    { [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; } || break
    sleep 1
  done
  DATA_DIR="$E2E_DATA_DIR" npm run verify
}
stage 'verify: a base de dados das jornadas (demo)' verify_journeys_database
stage 'verify: o campeonato do bench depois das escritas' npm run bench:verify
[ -z "$failed" ] && rm -rf "$E2E_DATA_DIR"

report
[ -z "$failed" ]
