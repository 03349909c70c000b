# Sourced by bench/sprt.sh, bench/variant-check.sh and bench/compare-builds.sh: builds Castellan
# at a git revision into one runnable jar, beside the working tree and without touching it or ~/.m2.
#   build_jar REV|WORKTREE JAR    (WORKTREE: the working tree as it is, uncommitted changes too)
#   build_pair OLD NEW            both, as $work/old.jar and $work/new.jar in a temporary $work
#                                 (removed at exit), and $java: JDK 25's java; with JARS_DIR=DIR
#                                 set, $work is DIR and kept, so that a test run again names the
#                                 same jars (what 'castellan match --resume' needs)
#   pair_engines                  the two jars as the match's engines "new" and "old", in the array
#                                 $engines: each 'uci' with $UCI_ARGS, then $ENGINE_KEYS, then its
#                                 own keys ($NEW_KEYS or $OLD_KEYS), all optional
build_jar() {
  if [ "$1" = WORKTREE ]; then
    mvn -q -B -o -DskipTests -pl protocol -am package >/dev/null
    cp protocol/target/castellan.jar "$2"
  else
    local src
    src=$(mktemp -d)
    git archive "$1" | tar -x -C "$src"
    (cd "$src" && mvn -q -B -o -DskipTests -pl protocol -am package >/dev/null)
    cp "$src/protocol/target/castellan.jar" "$2"
    rm -rf "$src"
  fi
}

build_pair() {
  java=$(ls -d /usr/lib/jvm/*25*/bin/java 2>/dev/null | head -1)
  java=${java:-java}
  if [ -n "${JARS_DIR:-}" ]; then
    mkdir -p "$JARS_DIR"
    work=$(cd "$JARS_DIR" && pwd)
  else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
  fi
  echo "building $1 and $2 ..." >&2
  build_jar "$1" "$work/old.jar"
  build_jar "$2" "$work/new.jar"
}

pair_engines() {
  local run="$java -XX:+UseParallelGC -jar"
  engines=(--engine "name=new cmd=$run $work/new.jar uci ${UCI_ARGS:-} ${ENGINE_KEYS:-} ${NEW_KEYS:-}"
    --engine "name=old cmd=$run $work/old.jar uci ${UCI_ARGS:-} ${ENGINE_KEYS:-} ${OLD_KEYS:-}")
}
