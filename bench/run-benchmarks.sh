#!/usr/bin/env bash
# Runs every JMH benchmark of bench/ (move generation, sliders, evaluation, transposition table,
# search) with short settings and prints a Markdown summary table, preceded by the machine's
# details. Usage:
#   bench/run-benchmarks.sh                    # everything (about 10 minutes)
#   bench/run-benchmarks.sh SearchBenchmark    # a regular expression, as for JMH
#   JMH_OPTS="-wi 5 -i 10 -f 2" bench/run-benchmarks.sh   # longer, steadier runs
# Results: bench/target/jmh-results.csv (JMH's CSV) and the table on standard output.
set -euo pipefail
cd "$(dirname "$0")/.."

java=${CASTELLAN_JAVA:-}
if [ -z "$java" ]; then # the newest JDK under /usr/lib/jvm, as ./castellan picks it
  best=0
  for cand in /usr/lib/jvm/*/bin/java; do
    v=$("$cand" -version 2>&1 | awk -F'"' '/version/ {split($2, v, "."); print (v[1] == "1" ? v[2] : v[1]); exit}')
    if [[ "$v" =~ ^[0-9]+$ ]] && [ "$v" -gt "$best" ]; then best=$v; java=$cand; fi
  done
  java=${java:-java}
fi

log=$(mktemp)
if ! mvn -q -B -o -pl bench -am package -DskipTests >"$log" 2>&1; then cat "$log" >&2; rm -f "$log"; exit 1; fi
rm -f "$log"
csv=bench/target/jmh-results.csv
echo "# Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $("$java" -version 2>&1 | head -1); load $(cut -d' ' -f1-3 /proc/loadavg)"
# Short settings: 2 warm-up and 3 measured iterations of 1 s, one fork (override with JMH_OPTS).
"$java" -jar bench/target/benchmarks.jar ${1:-} -wi 2 -w 1s -i 3 -r 1s -f 1 ${JMH_OPTS:-} -rf csv -rff "$csv" >&2
echo "# After: load $(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -cp bench/target/benchmarks.jar castellan.bench.BenchmarkSummary "$csv"
