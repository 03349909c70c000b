#!/usr/bin/env bash
# Measures a change against an outside opponent: Castellan at OLD_REV and at NEW_REV (default:
# the working tree), built side by side, each plays the same match against the same opponent
# (same seed, so the same openings and colours pair by pair), then scripts/paired-score.py
# compares the two pair by pair. Self-play SPRTs (bench/sprt.sh) cannot see an error both sides
# of a self-play game share; an opponent that plays differently can.
#   bench/gauntlet.sh OLD_REV [NEW_REV|WORKTREE] [match options...]
#   nice -n 5 bench/gauntlet.sh main WORKTREE --variant capablanca --games 800 --seed 31
# OPPONENT is the opponent's engine description (default: Fairy-Stockfish 11.1 at 4,000 nodes a
# move); CASTELLAN_KEYS are the Castellan engines' limit keys (default: nodes=10000). Fixed nodes on
# both sides make the games independent of the machine's load. The matches' PGNs and results are
# kept in OUT_DIR (default: a new directory under /tmp, printed).
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: bench/gauntlet.sh OLD_REV [NEW_REV|WORKTREE] [match options...]}
shift
new=WORKTREE
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then new=$1; shift; fi
opponent=${OPPONENT:-name=Fairy-Stockfish cmd=/usr/games/fairy-stockfish nodes=4000 option.Hash=16}
keys=${CASTELLAN_KEYS:-nodes=10000 option.Hash=16}
out=${OUT_DIR:-$(mktemp -d /tmp/gauntlet.XXXXXX)}
mkdir -p "$out"
JARS_DIR=$out/jars
. bench/build-jar.sh
build_pair "$old" "$new"
./castellan match --help >/dev/null # builds the runner
for side in old new; do
  echo "== $side: $out/$side.pgn" >&2
  ./castellan match --games 800 --concurrency 2 --hang-timeout 36000 "$@" \
    --pgn "$out/$side.pgn" --result "$out/$side.result" \
    --engine "name=Castellan cmd=$java -XX:+UseParallelGC -jar $work/$side.jar uci $keys" \
    --engine "$opponent" | tee "$out/$side.log" | tail -n 12
done
python3 scripts/paired-score.py --engine Castellan "$out/old.pgn" "$out/new.pgn"
