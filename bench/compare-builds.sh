#!/usr/bin/env bash
# Perft speed of two git revisions of Castellan, side by side: every variant from its start
# position, runs interleaved (old, new, old, new ...) so machine noise hits both alike, medians
# of N runs (default 5). Times are Castellan's own "Time:" line (excluding JVM start-up).
#   bench/compare-builds.sh OLD_REV [NEW_REV (default: the working tree)] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: bench/compare-builds.sh OLD_REV [NEW_REV] [runs]}
new=${2:-WORKTREE}
runs=${3:-5}
. bench/build-jar.sh
build_pair "$old" "$new"

jobs=("capablanca 5" "normal 6" "wells 5" "royal 5" "kingdom 4" "maidens 5" "norochess 6")
declare -A times
perft() { # jar variant depth -> ms
  "$java" -XX:+UseParallelGC -jar "$1" perft --variant "$2" --depth "$3" | sed -n 's/^Time: \([0-9]*\) ms.*/\1/p'
}
for ((i = 1; i <= runs; i++)); do
  for job in "${jobs[@]}"; do
    set -- $job
    for side in old new; do
      ms=$(perft "$work/$side.jar" "$1" "$2")
      times["$side $job"]+="$ms "
    done
  done
  echo "run $i done" >&2
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-16s %10s %10s %8s\n' "perft" "$old" "${new:0:10}" "new/old"
for job in "${jobs[@]}"; do
  o=$(echo ${times["old $job"]} | median); n=$(echo ${times["new $job"]} | median)
  printf '%-16s %8s ms %8s ms %8s\n' "$job" "$o" "$n" "$(awk -v o="$o" -v n="$n" 'BEGIN {printf "%.2f", n / o}')"
done
