#!/usr/bin/env bash
# Self-play in the five seed variants: Castellan against itself, N games each (default 50) at
# 10s+0.1s, two at a time, then one Markdown table: forfeits (illegal moves, crashes, time
# losses), how the games ended, and their lengths. PGNs and summaries go to DIR.
#   bench/selfplay.sh [games] [tc] [dir]         (defaults: 50 10+0.1 selfplay-results)
# CONCURRENCY=1 plays one game at a time (default 2): at short time controls on a machine with
# other work, two engines per core pair starve each other.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-50}
tc=${2:-10+0.1}
dir=${3:-selfplay-results}
mkdir -p "$dir"
echo "# $(date -u +%F), $(git rev-parse --short HEAD), $games games per variant at $tc, concurrency ${CONCURRENCY:-2}, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for v in royal wells kingdom maidens norochess; do
  ./castellan match --variant "$v" --games "$games" --tc "$tc" --concurrency "${CONCURRENCY:-2}" --pgn "$dir/$v.pgn" \
    --engine "name=castellan-a cmd=./castellan uci" --engine "name=castellan-b cmd=./castellan uci" \
    > "$dir/$v.txt" </dev/null
  echo "$v done" >&2
done
echo "| variant | games | forfeits | how the games ended | length in moves (mean, median, min-max) | White scored |"
echo "|---|---:|---|---|---|---:|"
for v in royal wells kingdom maidens norochess; do
  f="$dir/$v.txt"
  n=$(sed -n 's/^Score of .*  \([0-9]*\) games$/\1/p' "$f")
  forfeits=$(sed -n 's/^Forfeits: //p' "$f")
  endings=$(sed -n 's/^Endings: //p' "$f")
  length=$(sed -n 's/^Game length (moves): mean \([0-9.]*\), median \([0-9.]*\), min \([0-9]*\), max \([0-9]*\)/\1, \2, \3-\4/p' "$f")
  white=$(sed -n 's/^White scored //p' "$f")
  echo "| $v | $n | $forfeits | $endings | $length | $white |"
done
