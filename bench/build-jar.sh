# Sourced by bench/sprt.sh and bench/variant-check.sh: builds Castellan at a git revision into
# one runnable jar, beside the working tree and without touching it or ~/.m2.
#   build_jar REV|WORKTREE JAR    (WORKTREE: the working tree as it is, uncommitted changes too)
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
