#!/usr/bin/env bash
# Runs every JMH benchmark of bench/ (move generation, sliders, evaluation, transposition table,
# search) with short settings and prints the machine's details and a Markdown summary table
# (benchmark, parameters, score, 99.9% error, unit). Usage:
#   bench/run-benchmarks.sh                         # everything: 41 runs, about 6 minutes quiet
#   bench/run-benchmarks.sh SearchBenchmark         # a regular expression selects, as for JMH
#   bench/run-benchmarks.sh EvalBenchmark -p variant=kingdom -prof gc   # any JMH options
#   JMH_OPTS="-wi 5 -i 10 -f 2" bench/run-benchmarks.sh   # longer, steadier runs
# Defaults: 2 warm-up and 3 measured iterations of 1 s, one fork; an option given in JMH_OPTS or
# on the command line replaces the default of the same name. The table goes to standard output
# (JMH's own log to standard error); JMH's CSV is kept in bench/target/jmh-results.csv.
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

# The user's options (JMH_OPTS, then the command line) replace the defaults they name.
user=(${JMH_OPTS:-} "$@")
defaults=(-wi 2 -w 1s -i 3 -r 1s -f 1)
args=()
for ((k = 0; k < ${#defaults[@]}; k += 2)); do
  given=no
  for u in "${user[@]}"; do [ "$u" = "${defaults[k]}" ] && given=yes; done
  [ $given = no ] && args+=("${defaults[k]}" "${defaults[k + 1]}")
done

csv=bench/target/jmh-results.csv
rm -f "$csv"
cpu=$(lscpu | sed -n 's/^Model name: *//p')
tpc=$(lscpu | sed -n 's/^Thread(s) per core: *//p')
mem=$(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
jdk=$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.vm.name = //p; s/^ *java.runtime.version = //p' | paste -sd' ')
rev=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && rev="$rev+changes"
echo "# $(date -u '+%F %H:%M UTC'), Castellan $rev"
echo "# Machine: $cpu, $(nproc) cores ($tpc thread(s) per core), $mem, Linux $(uname -r); JDK: $jdk"
echo "# JMH: ${args[*]} ${user[*]}"
echo "# Load before: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s)
"$java" -jar bench/target/benchmarks.jar "${args[@]}" "${user[@]}" -rf csv -rff "$csv" >&2
echo "# Load after: $(cut -d' ' -f1-3 /proc/loadavg); $(($(date +%s) - start)) s"
echo
"$java" -cp bench/target/benchmarks.jar castellan.bench.BenchmarkSummary "$csv"
