#!/usr/bin/env bash
# Calibrates the strength levels (Skill Level, UCI_Elo): each level plays Fairy-Max 5.0b and, at
# the top, the full engine, in chess at a fast time control. The jars are copied first, so that
# editing the sources meanwhile (./castellan rebuilds a stale jar) cannot change the engine under
# a running match. Results: one summary per match in OUT/, PGNs beside them. See docs/strength.md.
#
#   scripts/strength-calibration.sh [GAMES] [TC] [LEVELS...]
#   scripts/strength-calibration.sh 40 2+0.02 0 4 8 12 16 19
#
# Runs under nice, one game at a time (the machine has 2 cores shared with others).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-40}; tc=${2:-2+0.02}; shift 2 || true
levels=("$@"); [ ${#levels[@]} -gt 0 ] || levels=(0 4 8 12 16 19)
out=${OUT:-$here/bench/target/strength}
mkdir -p "$out"
"$here/castellan" variants >/dev/null # builds the protocol jar if stale
"$here/castellan" match --help >/dev/null # and the match runner's
cp "$here/protocol/target/castellan.jar" "$out/castellan.jar"
cp "$here/bench/target/benchmarks.jar" "$out/benchmarks.jar"
java=$(sed -n 2p "$here/protocol/target/java.cache" | cut -d' ' -f1)
[ -x "$java" ] || java=java
engine="$java -XX:+UseParallelGC -jar $out/castellan.jar uci"
match() { # NAME ENGINE-ARGS...
  local name=$1; shift
  nice -n 10 "$java" -cp "$out/benchmarks.jar" castellan.match.Main --variant normal --games "$games" --tc "$tc" \
      --concurrency 1 --pgn "$out/$name.pgn" "$@" > "$out/$name.txt" 2>&1 || true
  echo "== $name"; tail -n 12 "$out/$name.txt"
}
for level in "${levels[@]}"; do
  match "level$level-fairymax" --engine "name=skill$level cmd=$engine option.Skill Level=$level" \
      --engine "name=fairymax cmd=/usr/games/fairymax proto=xboard"
done
if [ -n "${FULL:-}" ]; then
  match "full-fairymax" --engine "name=full cmd=$engine" --engine "name=fairymax cmd=/usr/games/fairymax proto=xboard"
  for level in ${FULL}; do
    match "level$level-full" --engine "name=skill$level cmd=$engine option.Skill Level=$level" --engine "name=full cmd=$engine"
  done
fi
