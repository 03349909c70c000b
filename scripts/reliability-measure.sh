#!/usr/bin/env bash
# The reliability measurements through the real process (docs/reliability.md): latency of stop / ?
# / isready / ping at several depths in every variant, and memory over 1,000 new-game cycles in
# both protocols with the heap per Hash size. Meant for a quiet machine; prints the load with
# every figure. About 20 minutes.
#
#   scripts/reliability-measure.sh [OUTDIR]      (default: a new temporary directory)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-$(mktemp -d /tmp/reliability.XXXXXX)}
mkdir -p "$out"
"$here/castellan" variants >/dev/null # build the jar (and the class-data archive) first
echo "== $(date '+%F %T') $(git -C "$here" rev-parse --short HEAD), load $(cut -d' ' -f1-3 /proc/loadavg), output in $out"
python3 "$here/scripts/latency.py" --json "$out/latency.json" | tee "$out/latency.txt"
python3 "$here/scripts/memory-cycles.py" --protocol uci --cycles 1000 --every 100 | tee "$out/memory-uci.txt"
python3 "$here/scripts/memory-cycles.py" --protocol xboard --cycles 1000 --every 100 --hash-sizes "" | tee "$out/memory-xboard.txt"
echo "== done $(date '+%F %T'), load $(cut -d' ' -f1-3 /proc/loadavg)"
