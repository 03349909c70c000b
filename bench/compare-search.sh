#!/usr/bin/env bash
# Castellan's speed side by side with Debian's fairy-stockfish (capablanca, and normal as its
# 'chess') and stockfish (normal), one command, Markdown tables on standard output:
#   1. perft from the start position of every variant (wall time of 'go perft D');
#   2. search nodes per second from the start position, 'go movetime MS', after a 2-second
#      warm-up search in the same process (as in a game after its first moves: a JVM's JIT is warm);
#   3. the two combined, per variant (the README's speed table);
#   4. time to depth D on Capablanca, start position and a middlegame, Castellan and FSF.
# Every measurement is a fresh engine process with one thread and a 64 MB table; runs are
# interleaved (Castellan, FSF, Stockfish, Castellan, ...) and the tables give medians and
# ratios (Castellan's speed over the other's: above 1, Castellan is faster).
#   bench/compare-search.sh [runs] [movetime-ms] [depth]     (defaults: 5 runs, 5000 ms, depth 12)
#   PERFT=capablanca=3,normal=3 bench/compare-search.sh 1 1000 8   (other perft depths: a quick check)
# Takes about 8 minutes with the defaults on a quiet 2-core machine. Needs: apt-get install
# fairy-stockfish stockfish.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
ms=${2:-5000}
depth=${3:-12}
perft=${PERFT:-capablanca=5,normal=6,wells=5,royal=5,kingdom=4,maidens=5,norochess=6}
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
sf=$(command -v stockfish || echo /usr/games/stockfish)
./castellan match --help >/dev/null # builds match/target/match.jar (and checks it runs)
./castellan variants >/dev/null     # builds protocol/target/castellan.jar
java=${CASTELLAN_JAVA:-java}        # runs the measuring tool only; Castellan runs as ./castellan picks
speed() { "$java" -Dcastellan.match.handshake=120 -cp match/target/match.jar castellan.match.SearchSpeed --runs "$runs" "$@"; }
uci="option.Hash=64 option.Threads=1"
castellan="name=Castellan cmd=./castellan uci $uci"
engines=(--engine "$castellan" --engine "name=Fairy-Stockfish cmd=$fsf $uci")
[ -x "$sf" ] && engines+=(--engine "name=Stockfish cmd=$sf $uci")
# A Capablanca middlegame: Fairy-Stockfish 11.1 against itself at depth 9 per move, 36 plies from
# the start (e2e4 d7d6 d2d3 i8h6 i1h3 b8c6 g2g4 h6g4 c1i7 h8i8 ...): Black's King uncastled,
# White castled, all pieces but a Knight each on the board.
middlegame="r2q1kb1cr/p1pa1p4/1pn2n1p2/2b1pPp2p/B3P4N/2PP2A3/PC5PPP/RNB1Q2RK1 w kq - 0 19"

echo "# $(date -u '+%F %H:%M UTC'), Castellan $(git rev-parse --short HEAD 2>/dev/null || echo '?'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $("$fsf" </dev/null 2>/dev/null | head -1); $([ -x "$sf" ] && "$sf" </dev/null 2>/dev/null | head -1)"
echo
speed "${engines[@]}" --movetime "$ms" --warmup 2000 --variants capablanca,normal,wells,royal,kingdom,maidens,norochess \
  --perft "$perft"
speed --engine "$castellan" --engine "name=Fairy-Stockfish cmd=$fsf $uci" --movetime 0 --depth "$depth" --warmup 1000 \
  --position "capablanca|start|start" --position "capablanca|middlegame|$middlegame"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
