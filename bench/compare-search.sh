#!/usr/bin/env bash
# Side-by-side search speed (nodes per second): Castellan against Debian's fairy-stockfish (and
# stockfish for chess), each searching the start position for a fixed time with one thread and
# a 64 MB table, runs interleaved, medians and ratios as a Markdown table (for the README).
#   bench/compare-search.sh [runs] [movetime-ms]        (defaults: 5 runs of 5000 ms)
# Needs: apt-get install fairy-stockfish stockfish. The engines' own nodes and time are used
# (Castellan's JVM start-up is not counted; its JIT warms up within the first second).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
ms=${2:-5000}
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
sf=$(command -v stockfish || echo /usr/games/stockfish)
./castellan match --help >/dev/null # builds bench/target/benchmarks.jar (and checks it runs)
./castellan variants >/dev/null     # builds protocol/target/castellan.jar
java=${CASTELLAN_JAVA:-java}
speed() { "$java" -cp bench/target/benchmarks.jar castellan.match.SearchSpeed --runs "$runs" --movetime "$ms" "$@"; }
echo "# $(date -u +%F), $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
speed --variants capablanca,normal \
  --engine "name=Castellan cmd=./castellan uci option.Hash=64 option.Threads=1" \
  --engine "name=Fairy-Stockfish cmd=$fsf option.Hash=64 option.Threads=1"
if [ -x "$sf" ]; then
  speed --variants normal \
    --engine "name=Castellan cmd=./castellan uci option.Hash=64 option.Threads=1" \
    --engine "name=Stockfish cmd=$sf option.Hash=64 option.Threads=1"
fi
# Castellan alone in the variants the others do not play.
speed --variants wells,royal,kingdom,maidens,norochess --engine "name=Castellan cmd=./castellan uci option.Hash=64 option.Threads=1"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
