#!/usr/bin/env bash
# Lazy SMP time to depth: 'castellan bench' with 1 and with 2 threads over the bench positions
# (every variant's start, a middlegame and a late middlegame), each position searched to the
# same depth with a fresh table; the time a position takes is its time to depth. Runs of the two
# thread counts are interleaved (1 2, then 2 1, ...) so that load drifts hit both alike; each is a
# fresh JVM that first searches every position once unreported (--warmup: a cold JVM's JIT
# compiler takes a core for seconds, as much from two search threads as from one). Prints the load before and after, the median time per position and thread count,
# the ratio (2 threads / 1 thread: below 1 is faster), and overall the ratio of the median
# totals and the geometric mean of the per-position ratios.
#
# usage: bench/smp-ttd.sh [-d DEPTH] [-r RUNS] [-k]     (defaults: depth 11, 5 runs; -k keeps the raw output)
# Run it on a quiet machine: two threads need both cores.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
depth=11 runs=5 keep=false
while getopts "d:r:kh" o; do
  case $o in
    d) depth=$OPTARG ;; r) runs=$OPTARG ;; k) keep=true ;;
    *) sed -n 2,11p "$0"; exit 2 ;;
  esac
done
out=$(mktemp -d)
"$here/castellan" bench --depth 1 >/dev/null   # builds the jar first if the sources changed
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores); depth $depth, $runs runs of each, interleaved"
for ((r = 1; r <= runs; r++)); do
  if ((r % 2)); then order="1 2"; else order="2 1"; fi
  for t in $order; do
    "$here/castellan" bench --warmup --depth "$depth" --threads "$t" > "$out/t$t.r$r"
    printf 'run %d, %d thread(s): %s\n' "$r" "$t" "$(grep 'Nodes/second' "$out/t$t.r$r")"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out" "$runs" <<'EOF'
import math, re, statistics, sys
out, runs = sys.argv[1], int(sys.argv[2])
line = re.compile(r'^\s*(\d+) (\S+)\s+(\S+)\s+nodes\s+(\d+)\s+time\s+(\d+) ms')
def read(t, r):
    rows = {}
    for l in open(f'{out}/t{t}.r{r}'):
        m = line.match(l)
        if m: rows[int(m[1])] = (m[2], m[3], int(m[4]), int(m[5]))
    return rows
data = {t: [read(t, r) for r in range(1, runs + 1)] for t in (1, 2)}
positions = sorted(data[1][0])
print(f"\n{'#':>2} {'variant':<10} {'pos':<5} {'1 thread ms':>11} {'2 threads ms':>12} {'ratio':>6} {'nodes 1t':>9} {'nodes 2t':>9}")
ratios, tot = [], {1: [0] * runs, 2: [0] * runs}
for p in positions:
    med, nodes = {}, {}
    for t in (1, 2):
        times = [data[t][r][p][3] for r in range(runs)]
        for r in range(runs): tot[t][r] += times[r]
        med[t] = statistics.median(times)
        nodes[t] = statistics.median([data[t][r][p][2] for r in range(runs)])
    v, kind = data[1][0][p][0], data[1][0][p][1]
    ratio = med[2] / med[1] if med[1] else float('nan')
    if med[1] and med[2]: ratios.append(ratio)
    print(f"{p:>2} {v:<10} {kind:<5} {med[1]:>11.0f} {med[2]:>12.0f} {ratio:>6.2f} {nodes[1]:>9.0f} {nodes[2]:>9.0f}")
m1, m2 = statistics.median(tot[1]), statistics.median(tot[2])
print(f"\ntotal time to depth, median of {runs}: 1 thread {m1:.0f} ms, 2 threads {m2:.0f} ms, ratio {m2 / m1:.3f}")
print(f"geometric mean of the per-position ratios: {math.exp(sum(map(math.log, ratios)) / len(ratios)):.3f}"
      f" (below 1: 2 threads reach the depth sooner)")
EOF
if $keep; then echo "raw output: $out"; else rm -rf "$out"; fi
