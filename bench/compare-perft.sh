#!/usr/bin/env bash
# Side-by-side perft speed: Castellan against Debian's fairy-stockfish and stockfish, in one
# session, medians of N runs (default 5), runs interleaved so machine noise hits all alike.
#   bench/compare-perft.sh [runs]
# Needs: apt-get install fairy-stockfish stockfish. Prints one line per measurement and a
# summary with medians and ratios. Castellan's time is its own "Time:" line (inside the
# process, excluding JVM start-up); the engines' times are wall-clock of the whole process
# (their start-up is a few milliseconds).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
sf=$(command -v stockfish || echo /usr/games/stockfish)
./castellan variants >/dev/null # build first

now_ms() { date +%s%3N; }
uci_perft() { # engine variant depth -> ms
  local t0 t1 out
  t0=$(now_ms)
  out=$( { [ "$2" != normal ] && echo "setoption name UCI_Variant value $2"; echo "position startpos"; echo "go perft $3"; echo quit; } | "$1" 2>/dev/null | grep "Nodes searched")
  t1=$(now_ms)
  echo "$((t1 - t0)) ${out##* }"
}
castellan_perft() { # variant depth -> ms
  local out
  out=$(./castellan perft --variant "$1" --depth "$2")
  echo "$(echo "$out" | sed -n 's/^Time: \([0-9]*\) ms.*/\1/p') $(echo "$out" | sed -n 's/^Nodes searched: //p')"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

declare -A times
for ((i = 1; i <= runs; i++)); do
  for job in "castellan capablanca 5" "fairy-stockfish capablanca 5" "castellan normal 6" "fairy-stockfish normal 6" "stockfish normal 6"; do
    set -- $job
    case $1 in
      castellan) r=$(castellan_perft "$2" "$3") ;;
      fairy-stockfish) r=$(uci_perft "$fsf" "$2" "$3") ;;
      stockfish) r=$(uci_perft "$sf" "$2" "$3") ;;
    esac
    echo "run $i: $job -> ${r% *} ms (${r#* } nodes)"
    times["$job"]+="${r% *} "
  done
done
echo
for job in "castellan capablanca 5" "fairy-stockfish capablanca 5" "castellan normal 6" "fairy-stockfish normal 6" "stockfish normal 6"; do
  printf '%-30s median %6s ms\n' "$job" "$(echo ${times[$job]} | tr ' ' '\n' | median)"
done
