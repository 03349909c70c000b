#!/usr/bin/env bash
# The handicap ladder (issue 18): Castellan on the wall clock against Fairy-Stockfish 11.1 whose
# clock is counted in nodes, N nodes for each of its milliseconds (its UCI option nodestime), at
# the same time control. It looks for the N at which Castellan scores 50%, by bisection over N on a
# log scale: a rung is a short match at one N; Castellan above 50% moves the bracket up (the
# opponent may be stronger), below 50% down. Real Fairy-Stockfish searches about N = 300 nodes a
# millisecond on this machine, so log2(300 / N) is the number of speed doublings still to go.
#
#   bench/ladder.sh                         # the defaults below
#   GAMES=40 RUNGS=6 LO=2 HI=256 nice -n 10 bench/ladder.sh
#   GAMES=2 RUNGS=2 bench/ladder.sh         # a quick check that it runs
#
# Settings (environment): LO, HI  the bracket of N to search (default 1 and 512); GAMES games per
# rung, in pairs of one opening with both colours (default 40); RUNGS at most this many rungs
# (default 8; it stops earlier once HI/LO < 1.25 or HI - LO <= 1); TC the clock of both (default
# 10+0.1); VARIANT (default capablanca); CONCURRENCY games at once (default 2: one core each on
# this machine); FSF the Fairy-Stockfish binary (default /usr/games/fairy-stockfish); CASTELLAN
# its command (default "./castellan uci"); DIR where the log goes (default ladder-results): one
# line per rung in DIR/ladder.log, and each rung's match output and PGN in DIR/rung-N.txt and
# DIR/rung-N.pgn. Further arguments go to 'castellan match' (say --seed 2).
#
# The clock of the node-counted engine is kept in nodes by the runner too (docs/matches.md,
# "Clocks counted in nodes"): it is never forfeited on wall time, so the machine's load moves
# only Castellan's side of the scale. Run it on a quiet machine, and long matches niced.
set -euo pipefail
cd "$(dirname "$0")/.."
lo=${LO:-1}
hi=${HI:-512}
games=${GAMES:-40}
rungs=${RUNGS:-8}
tc=${TC:-10+0.1}
variant=${VARIANT:-capablanca}
concurrency=${CONCURRENCY:-2}
fsf=${FSF:-/usr/games/fairy-stockfish}
castellan=${CASTELLAN:-./castellan uci}
dir=${DIR:-ladder-results}
[ -x "$fsf" ] || { echo "ladder: no Fairy-Stockfish at $fsf (apt-get install fairy-stockfish, or set FSF)" >&2; exit 2; }
[[ "$lo" =~ ^[0-9]+$ && "$hi" =~ ^[0-9]+$ && "$lo" -ge 1 && "$hi" -gt "$lo" ]] || { echo "ladder: need 1 <= LO < HI" >&2; exit 2; }
mkdir -p "$dir"
log="$dir/ladder.log"
./castellan match --help >/dev/null # builds the runner first
{
  echo "# $(date -u '+%F %T') UTC, $(git rev-parse --short HEAD), $variant, Castellan ($castellan) at $tc against" \
       "Fairy-Stockfish at $tc with nodestime N; $games games per rung, concurrency $concurrency," \
       "load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "# N | games | Castellan +W -L =D | score | Elo (95%, pentanomial) | bracket after"
} >> "$log"
declare -A rung_elo rung_score
for ((rung = 1; rung <= rungs; rung++)); do
  if [ $((hi - lo)) -le 1 ] || awk -v l="$lo" -v h="$hi" 'BEGIN { exit !(h / l < 1.25) }'; then break; fi
  n=$(awk -v l="$lo" -v h="$hi" 'BEGIN { m = int(sqrt(l * h) + 0.5); if (m <= l) m = l + 1; if (m >= h) m = h - 1; print m }')
  out="$dir/rung-$n.txt"
  echo "rung $rung: nodestime $n ($games games) ..." >&2
  ./castellan match --variant "$variant" --games "$games" --tc "$tc" --concurrency "$concurrency" --pgn "$dir/rung-$n.pgn" \
    --engine "name=Castellan cmd=$castellan" \
    --engine "name=Fairy-Stockfish cmd=$fsf option.Hash=64 nodestime=$n" "$@" </dev/null > "$out"
  line=$(grep '^Score of ' "$out")
  wld=$(sed -n 's/^Score of .*: \([0-9]*\) - \([0-9]*\) - \([0-9]*\) .*/+\1 -\2 =\3/p' <<< "$line")
  score=$(sed -n 's/.*\[\([0-9.]*\)\].*/\1/p' <<< "$line")
  played=$(sed -n 's/.*  \([0-9]*\) games$/\1/p' <<< "$line")
  elo=$(sed -n 's/^Elo difference: \(.*\) (95%, pentanomial.*/\1/p' "$out")
  if [ -z "$score" ]; then echo "ladder: rung $n gave no score (see $out)" >&2; exit 1; fi
  # Castellan above half the points: the opponent may get more nodes; else fewer.
  if awk -v s="$score" 'BEGIN { exit !(s > 0.5) }'; then lo=$n; else hi=$n; fi
  rung_score[$n]=$score
  [ -n "$elo" ] && rung_elo[$n]=$(awk -v e="${elo%% *}" 'BEGIN { printf "%s", e + 0 }') # Castellan's Elo at this rung
  echo "$n | $played | $wld | $score | ${elo:-?} | [$lo, $hi]" | tee -a "$log" >&2
done
# The estimate: a rung scored exactly 50% is the point; where both ends of the bracket were played,
# the point where the Elo between them crosses 0, on the log scale of N; else the bracket's middle.
zero() { [ -n "${rung_score[$1]:-}" ] && awk -v s="${rung_score[$1]}" 'BEGIN { exit !(s == 0.5) }'; }
if zero "$lo"; then
  mid=$lo how="a rung scored 50%"
elif zero "$hi"; then
  mid=$hi how="a rung scored 50%"
elif [ -n "${rung_elo[$lo]:-}" ] && [ -n "${rung_elo[$hi]:-}" ] && awk -v el="${rung_elo[$lo]}" -v eh="${rung_elo[$hi]}" \
    'BEGIN { exit !(el > 0 && el < 1e4 && eh < 0 && eh > -1e4) }'; then # finite Elo on both sides (a 100% rung is not)
  mid=$(awk -v l="$lo" -v h="$hi" -v el="${rung_elo[$lo]}" -v eh="${rung_elo[$hi]}" \
    'BEGIN { printf "%.0f", l * exp(log(h / l) * el / (el - eh)) }')
  how="interpolated between the bracket's rungs"
else
  mid=$(awk -v l="$lo" -v h="$hi" 'BEGIN { printf "%.0f", sqrt(l * h) }') how="the bracket's middle"
fi
doublings=$(awk -v m="$mid" 'BEGIN { printf "%.1f", log(300 / m) / log(2) }')
echo "# 50% lies in nodestime [$lo, $hi], about $mid ($how): $doublings doublings below Fairy-Stockfish's ~300 nodes/ms" | tee -a "$log"
