#!/usr/bin/env bash
# Every variant, new against old: Castellan at NEW_REV (default: the working tree) against
# OLD_REV in each of the seven variants, GAMES games each (default 400) at fixed nodes per move
# (default 20000: load-independent), two at a time (CONCURRENCY=1: one, beside another test); one line per variant with the score and
# the Elo difference with its 95% error bar, so that no variant gets weaker unnoticed.
#   bench/variant-check.sh OLD_REV [NEW_REV|WORKTREE] [match options...]
#   GAMES=200 NODES=10000 VARIANTS="royal kingdom" nice -n 10 bench/variant-check.sh ee9b300
#   TC=10+0.1 ENGINE_KEYS="nodestime=300" bench/variant-check.sh ee9b300   (a clock counted in nodes
#   instead of fixed nodes: for changes to time use, still load-independent; see bench/sprt.sh)
#   UCI_ARGS=--search-options NEW_KEYS="option.ReductionScale=248" bench/variant-check.sh main main
#   (keys for one engine only, NEW_KEYS or OLD_KEYS, as in bench/sprt.sh: search constants as options)
# Results: DIR (default variant-check-results)/<variant>.txt and .pgn, DIR/<variant>.result (the
# pairs' counts) and DIR/summary.md. A check stopped or too short goes on with the same DIR and
# JARS_DIR and the match option --resume: each variant plays only the pairs its result file
# lacks, up to GAMES (a 200-game check made 400 later: GAMES=400 ... bench/variant-check.sh OLD
# NEW --resume; 'castellan match merge' reads the result files).
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: bench/variant-check.sh OLD_REV [NEW_REV|WORKTREE] [match options...]}
shift
new=WORKTREE
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then new=$1; shift; fi
games=${GAMES:-400}
nodes=${NODES:-20000}
variants=${VARIANTS:-normal capablanca royal wells kingdom maidens norochess}
dir=${DIR:-variant-check-results}
concurrency=${CONCURRENCY:-2}
limit=(--nodes "$nodes")
per="$nodes nodes per move"
if [ -n "${TC:-}" ]; then limit=(--tc "$TC"); per="$TC ${ENGINE_KEYS:-}"; fi
. bench/build-jar.sh
build_pair "$old" "$new"
pair_engines
./castellan match --help >/dev/null # builds the runner
mkdir -p "$dir"
summary="$dir/summary.md"
{
  echo "$(date -u '+%F %T') UTC: $new against $old, $games games per variant at $per, concurrency $concurrency, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| variant | games | new +W -L =D | score | Elo (95%, pentanomial) |"
  echo "|---|---:|---|---:|---|"
} > "$summary"
for v in $variants; do
  ./castellan match --variant "$v" --games "$games" "${limit[@]}" --concurrency "$concurrency" --pgn "$dir/$v.pgn" \
    --result "$dir/$v.result" \
    "${engines[@]}" "$@" </dev/null > "$dir/$v.txt"
  line=$(grep '^Score of ' "$dir/$v.txt" || true)
  wld=$(sed -n 's/^Score of .*: \([0-9]*\) - \([0-9]*\) - \([0-9]*\) .*/+\1 -\2 =\3/p' <<< "$line")
  score=$(sed -n 's/.*\[\([0-9.]*\)\].*/\1/p' <<< "$line")
  played=$(sed -n 's/.*  \([0-9]*\) games$/\1/p' <<< "$line")
  elo=$(sed -n 's/^Elo difference: \(.*\) (95%, pentanomial.*/\1/p' "$dir/$v.txt")
  echo "| $v | ${played:-?} | ${wld:-?} | ${score:-?} | ${elo:-?} |" >> "$summary"
  echo "$v: ${wld:-?} ${elo:-?}" >&2
done
cat "$summary"
