#!/usr/bin/env bash
# Real XBoard, headless: Castellan against itself once in each variant, to the game's natural end,
# and short matches against Debian's fairymax in normal and capablanca chess. Fails on a forfeit,
# an illegal move or a protocol error in XBoard's debug file. Takes a screenshot of each variant
# into docs/xboard/<variant>.png. Not part of CI (several minutes); see docs/protocols.md.
#
#   scripts/xboard-games.sh [-o OUTDIR] [-v "VARIANTS"] [-m MATCHGAMES] [-t SECONDS] [-i INCREMENT] [-n]
#     -o  where games, debug files and logs go (default: a new temporary directory)
#     -v  variants for the self-play games (default: all seven; "" for none)
#     -m  games of each fairymax match (default 4; 0 for none)
#     -t  base time per side in seconds (default 20), -i increment in seconds (default 0.2)
#     -n  no screenshots
#
# Needs: apt-get install xboard xvfb fairymax imagemagick
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="" variants="normal capablanca royal wells kingdom maidens norochess" match=4 base=20 inc=0.2 shots=1
while getopts "o:v:m:t:i:n" opt; do
  case $opt in
    o) out=$OPTARG ;; v) variants=$OPTARG ;; m) match=$OPTARG ;; t) base=$OPTARG ;; i) inc=$OPTARG ;; n) shots=0 ;;
    *) sed -n '2,13p' "$0"; exit 2 ;;
  esac
done
for tool in xboard xvfb-run; do
  command -v "$tool" >/dev/null || { echo "xboard-games: $tool is missing (apt-get install xboard xvfb fairymax imagemagick)" >&2; exit 2; }
done
[ "$shots" = 1 ] && ! command -v import >/dev/null && { echo "xboard-games: no 'import' (imagemagick): no screenshots" >&2; shots=0; }
[ -n "$out" ] || out=$(mktemp -d /tmp/xboard-games.XXXXXX)
mkdir -p "$out" "$here/docs/xboard"
# Build once now, so that no game waits for Maven.
"$here/castellan" variants >/dev/null || exit 1
engine="$here/castellan xboard"
fairymax=$(command -v fairymax || echo /usr/games/fairymax)
failures=0

# One XBoard session: NAME FIRST SECOND GAMES VARIANT [extra xboard options...]. Screenshot after a few seconds.
run_xboard() {
  local name=$1 first=$2 second=$3 games=$4 variant=$5; shift 5
  local dir="$out/$name" home
  mkdir -p "$dir"; home=$(mktemp -d)
  local shot=""
  [ "$shots" = 1 ] && shot="$here/docs/xboard/$variant.png"
  local minutes
  minutes=$(awk -v s="$base" 'BEGIN { printf "%d:%02d", s / 60, s % 60 }')
  HOME=$home timeout $((games * 900 + 120)) xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
    xboard "$@" &
    pid=$!
    if [ -n "'"$shot"'" ]; then sleep 8; import -window root "'"$shot"'" 2>/dev/null; fi
    wait $pid' xboard \
    -fcp "$first" -fd "$here" -scp "$second" -sd "$here" -variant "$variant" \
    -mg "$games" -tc "$minutes" -inc "$inc" -xexit -sgf "$dir/games.pgn" \
    -debug -nameOfDebugFile "$dir/xboard.debug" -saveSettingsOnExit false -size Medium \
    -autoCallFlag true -popupExitMessage false -popupMoveErrors false "$@" \
    >"$dir/xboard.log" 2>&1
  local status=$?
  rm -rf "$home"
  check "$name" "$dir" "$games" "$status"
}

# The verdict on one session, from the PGN and XBoard's debug file.
check() {
  local name=$1 dir=$2 games=$3 status=$4 bad=0
  local results
  results=$(grep -h '^\[Result ' "$dir/games.pgn" 2>/dev/null | sed 's/\[Result "\(.*\)"\]/\1/' | tr '\n' ' ')
  local played
  played=$(grep -c '^\[Result ' "$dir/games.pgn" 2>/dev/null || echo 0)
  [ "$status" = 0 ] || { echo "  $name: xboard exited with status $status"; bad=1; }
  [ "$played" = "$games" ] || { echo "  $name: $played of $games games in the PGN"; bad=1; }
  if grep -q '^\[Result "\*"\]' "$dir/games.pgn" 2>/dev/null; then echo "  $name: an unfinished game"; bad=1; fi
  # What XBoard writes when something goes wrong (backend.c): illegal moves, false claims, forfeits,
  # losses on time, engine errors, a variant without setup, an engine that died.
  local problems
  problems=$(grep -E 'Illegal move|illegal move|False illegal|[Ff]orfeit|loses on time|on time\}|Error \(|did not send setup|exited unexpectedly|xboard exit' \
             "$dir/xboard.debug" 2>/dev/null | grep -v '^# ' | head -5)
  [ -z "$problems" ] || { echo "  $name: problems in the debug file:"; echo "$problems" | sed 's/^/    /'; bad=1; }
  # The termination reason of each game, as XBoard stored it in the PGN.
  local reasons
  reasons=$(grep -hoE '(1-0|0-1|1/2-1/2) *$|\{[^}]*\} *(1-0|0-1|1/2-1/2|\*) *$' "$dir/games.pgn" 2>/dev/null | tr '\n' ';')
  echo "$name: $played games: $results  $reasons"
  failures=$((failures + bad))
}

for v in $variants; do
  case $v in
    normal|capablanca) extra=() ;;
    # XBoard knows none of these rules: only Castellan's claims end the games, and XBoard must not
    # refuse moves its Betza approximations do not allow.
    *) extra=(-xlegal -testClaims false -ruleMoves 0 -repeatsToDraw 0 -adjudicateLossThreshold 0) ;;
  esac
  run_xboard "self-$v" "$engine" "$engine" 1 "$v" "${extra[@]}"
done
if [ "$match" -gt 0 ]; then
  for v in normal capablanca; do
    run_xboard "fairymax-$v" "$engine" "$fairymax" "$match" "$v"
  done
fi
echo "output in $out"
[ "$failures" = 0 ] || { echo "xboard-games: $failures session(s) failed" >&2; exit 1; }
