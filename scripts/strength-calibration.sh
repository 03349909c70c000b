#!/usr/bin/env bash
# Calibrates the strength levels (Skill Level, UCI_Elo) in chess: each level against Fairy-Max
# 5.0b at a fast time control, levels against each other (the weak levels score nothing against
# Fairy-Max), and the full engine against Fairy-Max and against levels at a fixed node count.
# The jars and this script are copied first, so that editing the sources meanwhile (./castellan
# rebuilds a stale jar; bash reads a script as it runs) cannot change a running calibration.
# Results: one summary per match in OUT/ (default bench/target/strength), PGNs beside them, and
# everything on stdout. See docs/strength.md.
#
#   scripts/strength-calibration.sh GAMES TC [LEVEL...]            each LEVEL against Fairy-Max
#   CHAIN="0:4 4:8" scripts/strength-calibration.sh 40 2+0.02      level against level, at fixed nodes (each level's own
#                                                                  budget binds: no clock, so the machine's load cannot
#                                                                  make a level lose on time)
#   FULL="16 19" FULL_NODES=100000 scripts/...                      the full engine against these levels (fixed nodes)
#   FULL_FAIRYMAX=1 scripts/...                                      the full engine against Fairy-Max at TC
#   CONCURRENCY=2 scripts/...                                        two games at once (the default is one)
#
# Runs under nice, one game at a time (the machine has 2 cores shared with others).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-$here/bench/target/strength}
mkdir -p "$out"
if [ -z "${CALIBRATION_COPY:-}" ]; then
  cp "$0" "$out/run.sh"
  CALIBRATION_COPY=1 HERE="$here" exec bash "$out/run.sh" "$@"
fi
here=$HERE
games=${1:-40}; tc=${2:-2+0.02}; shift 2 || true
levels=("$@")
"$here/castellan" variants >/dev/null # builds the protocol jar if stale
"$here/castellan" match --help >/dev/null # and the match runner's
cp "$here/protocol/target/castellan.jar" "$out/castellan.jar"
cp "$here/match/target/match.jar" "$out/match.jar"
java=$(sed -n 2p "$here/protocol/target/java.cache" | cut -d' ' -f1)
[ -x "$java" ] || java=java
engine="$java -XX:+UseParallelGC -jar $out/castellan.jar uci"
fairymax="name=fairymax cmd=/usr/games/fairymax proto=xboard"
match() { # NAME LIMIT ENGINE-ARGS...
  local name=$1 limit=$2; shift 2
  nice -n 10 "$java" -cp "$out/match.jar" castellan.match.Main --variant normal --games "$games" $limit \
      --concurrency "${CONCURRENCY:-1}" --pgn "$out/$name.pgn" "$@" > "$out/$name.txt" 2>&1 || true
  echo "== $name ($limit)"; tail -n 12 "$out/$name.txt"
}
for pair in ${CHAIN:-}; do
  a=${pair%%:*} b=${pair##*:}
  match "level$a-level$b" "--nodes 100000000" --engine "name=skill$a cmd=$engine option.Skill Level=$a" \
      --engine "name=skill$b cmd=$engine option.Skill Level=$b"
done
for level in "${levels[@]}"; do
  match "level$level-fairymax" "--tc $tc" --engine "name=skill$level cmd=$engine option.Skill Level=$level" --engine "$fairymax"
done
if [ -n "${FULL_FAIRYMAX:-}" ]; then
  match "full-fairymax" "--tc $tc" --engine "name=full cmd=$engine" --engine "$fairymax"
fi
if [ -n "${FULL:-}" ]; then
  nodes=${FULL_NODES:-100000}
  for level in ${FULL}; do
    match "level$level-full$nodes" "--nodes $nodes" --engine "name=skill$level cmd=$engine option.Skill Level=$level" \
        --engine "name=full cmd=$engine"
  done
fi
