#!/usr/bin/env bash
# Decides a change by SPRT: Castellan at NEW_REV (default: the working tree) against OLD_REV,
# built side by side, played with 'castellan match' (default: 2000 games at most, 10s+0.1s,
# two at a time, SPRT elo0=0 elo1=5 alpha=beta=0.05); further arguments go to the match.
#   bench/sprt.sh OLD_REV [NEW_REV|WORKTREE] [match options...]
#   bench/sprt.sh main WORKTREE --variant capablanca --tc 5+0.05
#   nice -n 19 bench/sprt.sh main WORKTREE --variant capablanca --nodes 10000 --sprt elo0=0 elo1=10
# Fixed nodes per move (--nodes) make the result independent of the machine's load: each engine
# searches the same tree whatever else runs, so only the duration of the test depends on it.
# The result: 'H1 accepted' (the change is worth elo1 or more: keep it) or 'H0 accepted'.
# ENGINE_KEYS adds engine keys to both engines: ENGINE_KEYS="nodestime=100" with --tc 10+0.1
# plays on a clock counted in nodes (docs/matches.md), for changes to time use, load-independent.
# NEW_KEYS and OLD_KEYS add keys to one engine only, and UCI_ARGS words after 'uci' for both: a
# test of search constants as options ('uci --search-options') needs no second build, e.g.
#   UCI_ARGS=--search-options NEW_KEYS="option.ReductionScale=248" bench/sprt.sh main main ...
# A test that can be stopped and go on: keep the jars and the result file, and run it again with
# --resume (it plays the pairs the file lacks; the PGN grows):
#   JARS_DIR=runs/t1 bench/sprt.sh OLD NEW --variant capablanca --nodes 20000 --result runs/t1/r.txt --pgn runs/t1/g.pgn --resume
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: bench/sprt.sh OLD_REV [NEW_REV|WORKTREE] [match options...]}
shift
new=WORKTREE
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then new=$1; shift; fi
. bench/build-jar.sh
build_pair "$old" "$new"
pair_engines
./castellan match --help >/dev/null # builds the runner
# The default clock only when no limit is given (the runner refuses --tc with --nodes/--depth/--movetime).
limit=(--tc 10+0.1)
for a in "$@"; do case $a in --tc | --tc=* | --nodes | --nodes=* | --depth | --depth=* | --movetime | --movetime=*) limit=() ;; esac; done
./castellan match --games 2000 "${limit[@]}" --concurrency 2 --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 \
  "${engines[@]}" "$@"
