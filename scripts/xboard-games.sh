#!/usr/bin/env bash
# Real XBoard, headless: Castellan against itself once in each variant, to the game's natural end,
# and short matches against Debian's fairymax in normal and capablanca chess. Fails on a forfeit,
# an illegal move or a protocol error in XBoard's debug file. Takes a screenshot of each variant
# into docs/xboard/<variant>.png. Not part of CI (several minutes); see docs/protocols.md.
#
#   scripts/xboard-games.sh [-o OUTDIR] [-v "VARIANTS"] [-d DEPTH] [-m MATCHGAMES] [-t SECONDS] [-i INCREMENT] [-p] [-n]
#     -o  where games, debug files and logs go (default: a new temporary directory)
#     -v  variants for the self-play games (default: all seven; "" for none)
#     -d  search depth of the self-play games (default 5; their clock, 5 min + 1 s, never decides)
#     -m  games of each fairymax match (default 4; 0 for none), on a clock of
#     -t  SECONDS per side (default 30) and -i INCREMENT seconds a move (default 0.3)
#     -p  engines ponder (default off: two engines pondering on a 2-core machine starve each other)
#     -n  no screenshots
#
# Needs: apt-get install xboard xvfb fairymax imagemagick
set -uo pipefail
export PATH="$PATH:/usr/games" # Debian puts xboard and fairymax there
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="" variants="normal capablanca royal wells kingdom maidens norochess" depth=5 match=4 base=30 inc=0.3 shots=1 ponder=false
shot_delay=4 # seconds into a self-play game: a few moves made
while getopts "o:v:d:m:t:i:pn" opt; do
  case $opt in
    o) out=$OPTARG ;; v) variants=$OPTARG ;; d) depth=$OPTARG ;; m) match=$OPTARG ;; t) base=$OPTARG ;; i) inc=$OPTARG ;;
    p) ponder=true ;; n) shots=0 ;;
    *) sed -n '2,16p' "$0"; exit 2 ;;
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

# One XBoard session: NAME FIRST SECOND GAMES VARIANT TC INC [extra xboard options...]. Screenshot after a few seconds.
run_xboard() {
  local name=$1 first=$2 second=$3 games=$4 variant=$5 tc=$6 tinc=$7; shift 7
  local dir="$out/$name" home
  mkdir -p "$dir"; home=$(mktemp -d)
  local shot=""
  [ "$shots" = 1 ] && [ "${name#self-}" != "$name" ] && shot="$dir/screen.png"
  HOME=$home timeout $((games * 900 + 120)) xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
    xboard "$@" &
    pid=$!
    if [ -n "'"$shot"'" ]; then sleep '"$shot_delay"'; import -window root "'"$shot"'" 2>/dev/null; fi
    wait $pid' xboard \
    -fcp "$first" -fd "$here" -scp "$second" -sd "$here" -variant "$variant" \
    -mg "$games" -tc "$tc" -inc "$tinc" -ponderNextMove "$ponder" -xexit -sgf "$dir/games.pgn" \
    -debug -nameOfDebugFile "$dir/xboard.debug" -saveSettingsOnExit false -size Medium \
    -autoCallFlag true -popupExitMessage false -popupMoveErrors false "$@" \
    >"$dir/xboard.log" 2>&1
  local status=$?
  rm -rf "$home"
  # The screenshot, cut to XBoard's window (the rest of the screen is black).
  if [ -n "$shot" ] && [ -f "$shot" ]; then convert "$shot" -trim +repage "$here/docs/xboard/$variant.png"; fi
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
  # Fairymax answers 'computer' and 'result' with "Error (unknown command)": only Castellan's
  # errors count (it is the first engine, and in self-play the second too).
  local others='^[0-9]+ <second: Error'
  [ "${name#self-}" != "$name" ] && others='^$'
  problems=$(grep -E 'Illegal move|illegal move|False |[Ff]orfeit|wins on time|flag fell|Error \(|did not send setup|exited unexpectedly' \
             "$dir/xboard.debug" 2>/dev/null | grep -vE "$others" | head -5)
  [ -z "$problems" ] || { echo "  $name: problems in the debug file:"; echo "$problems" | sed 's/^/    /'; bad=1; }
  # The termination reason of each game, as XBoard stored it in the PGN.
  local reasons
  reasons=$(grep -hoE '(1-0|0-1|1/2-1/2) *$|\{[^}]*\} *(1-0|0-1|1/2-1/2|\*) *$' "$dir/games.pgn" 2>/dev/null | tr '\n' ';')
  echo "$name: $played games: $results  $reasons"
  failures=$((failures + bad))
}

minutes=$(awk -v s="$base" 'BEGIN { printf "%d:%02d", s / 60, s % 60 }')
for v in $variants; do
  case $v in
    normal|capablanca) extra=() ;;
    # XBoard knows none of these rules (the system's xboard.conf turns on claim testing, mate and
    # material adjudication): only Castellan's claims end the games, and XBoard must not refuse
    # moves its Betza approximations do not allow.
    *) extra=(-xlegal -testClaims false -checkMates false -materialDraws false -trivialDraws false
              -ruleMoves 0 -repeatsToDraw 0 -adjudicateLossThreshold 0) ;;
  esac
  run_xboard "self-$v" "$engine" "$engine" 1 "$v" 5 1 -depth "$depth" "${extra[@]}"
done
if [ "$match" -gt 0 ]; then
  for v in normal capablanca; do
    run_xboard "fairymax-$v" "$engine" "$fairymax" "$match" "$v" "$minutes" "$inc"
  done
fi
echo "output in $out"
[ "$failures" = 0 ] || { echo "xboard-games: $failures session(s) failed" >&2; exit 1; }
