#!/usr/bin/env bash
# Several launchers starting at once from one checkout, as a match starts both of its engines:
# each round removes the ahead-of-time cache (JDK 25+; the class-data archive on 19-24), starts
# N './castellan' processes at the same instant, each answering 'uci', 'isready', 'quit', and
# checks that every one answered 'readyok', that no JVM left a crash log (hs_err_pid*.log, in
# its working directory), and that a cache is in place afterwards. By hand, not in CI: each
# round records the cache once (a few seconds).
#   scripts/launcher-race.sh [N [ROUNDS]]     (defaults 4 and 5)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
n=${1:-4} rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'uci\nquit\n' | "$here/castellan" >/dev/null # builds the jar first, if it needs it
failures=0
for r in $(seq "$rounds"); do
  rm -f "$here"/protocol/target/castellan.aot* "$here"/protocol/target/castellan.jsa*
  pids=()
  for i in $(seq "$n"); do
    (cd "$work" && printf 'uci\nisready\nquit\n' | "$here/castellan" >"$i.out" 2>"$i.err") &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  for i in $(seq "$n"); do
    if ! grep -q '^readyok' "$work/$i.out"; then
      failures=$((failures + 1)); echo "round $r, engine $i: no readyok; stderr: $(head -c 300 "$work/$i.err")"
    fi
  done
  for log in "$work"/hs_err_pid*.log; do
    [ -e "$log" ] || continue
    failures=$((failures + 1)); echo "round $r: a JVM crashed: $(grep -m1 '^# Problematic frame' -A1 "$log" | tail -1)"; rm -f "$log"
  done
  if ! [ -f "$here/protocol/target/castellan.aot" ] && ! [ -f "$here/protocol/target/castellan.jsa" ]; then
    java_v=$(sed -n 2p "$here/protocol/target/java.cache" | awk '{print $2}')
    if [ "${java_v:-0}" -ge 19 ]; then failures=$((failures + 1)); echo "round $r: no cache in place afterwards"; fi
  fi
done
echo "$((n * rounds)) starts in $rounds rounds of $n: $failures failures"
[ "$failures" -eq 0 ]
