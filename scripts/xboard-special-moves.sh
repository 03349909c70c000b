#!/usr/bin/env bash
# Castellan's special moves in real XBoard, headless: two scripted engines (scripts/xboard-puppet.py,
# with Castellan's own setup and piece lines) play a Kingdom Subject promotion and in-place
# promotion, Curtis castlings on both sides, and a Maidens huff turn, in exactly the wire syntax
# Castellan sends (WireMoves). It fails when XBoard refuses a move or relays it to the other
# engine in another form than Castellan reads; screenshots of the positions reached go to
# docs/xboard/special-<name>.png, to be looked at. Not part of CI.
#
#   scripts/xboard-special-moves.sh [OUTDIR]
set -uo pipefail
export PATH="$PATH:/usr/games"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-$(mktemp -d /tmp/xboard-special.XXXXXX)}
mkdir -p "$out" "$here/docs/xboard"
"$here/castellan" variants >/dev/null || exit 1
failures=0

# NAME VARIANT FEN "WHITE MOVES" "BLACK MOVES"
special() {
  local name=$1 variant=$2 fen=$3 white=$4 black=$5 dir="$out/$1" home
  mkdir -p "$dir"; home=$(mktemp -d)
  local puppet="$here/scripts/xboard-puppet.py $here/castellan $variant '$fen'"
  HOME=$home timeout 60 xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
    xboard "$@" & pid=$!
    sleep 4; import -window root "'"$dir/screen.png"'"; kill $pid' xboard \
    -fcp "$puppet $dir/white.log '$white'" -scp "$puppet $dir/black.log '$black'" -variant "$variant" -mg 1 -tc 5 \
    -xlegal -testClaims false -checkMates false -materialDraws false -ruleMoves 0 -repeatsToDraw 0 -ponderNextMove false \
    -debug -nameOfDebugFile "$dir/xboard.debug" -saveSettingsOnExit false -size Medium -popupExitMessage false \
    >"$dir/xboard.log" 2>&1
  rm -rf "$home"
  convert "$dir/screen.png" -trim +repage "$here/docs/xboard/special-$name.png" 2>/dev/null
  # Every scripted move must reach the other engine exactly as sent.
  local sent relayed bad=0
  sent=$(grep -h '^> move ' "$dir/white.log" "$dir/black.log" | sed 's/^> move //' | sort)
  relayed=$(grep -h '^< usermove ' "$dir/white.log" "$dir/black.log" | sed 's/^< usermove //' | sort)
  [ "$sent" = "$relayed" ] || { echo "  $name: sent [$(echo $sent)] but relayed [$(echo $relayed)]"; bad=1; }
  [ "$(echo "$sent" | wc -w)" = "$(echo "$white $black" | wc -w)" ] || { echo "  $name: not every move was played"; bad=1; }
  if grep -qE 'Illegal move|illegal move|[Ff]orfeit|Error \(' "$dir/xboard.debug"; then echo "  $name: XBoard refused a move"; bad=1; fi
  echo "$name: $(echo $sent | wc -w) moves, $([ $bad = 0 ] && echo ok || echo FAILED)"
  failures=$((failures + bad))
}

# rules/kingdom.md: a Subject reaching the last rank becomes a Pawn (h9g10, wire h8g9p), which later
# becomes a Duke where it stands (g10g10d, wire g9f9,f9g9d: out and back through an empty square).
special kingdom-promotions kingdom "kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1" "h8g9p g9f9,f9g9d" "b9c9 c9b9"
# rules/royal.md: castling without a Guard leg as the King's step: f1h1,j1g1 and f8c8,a8d8.
special royal-castling royal "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1" "f1h1 a2a3" "f8c8 a7a6"
# Curtis's sample game (seeds/royal-chess-curtis.txt), 4... C8: f8h8,j8g8, the Rook jumping the Guard on i8
# (XBoard's setup ignores the side to move: White plays a2a3 first).
special royal-castling-over-guard royal "rgnbqk2hr/pppppppbpp/6np2/7B2/3PP5/3N6/PPP2PPPPP/RG2QKBNHR w KQkq - 7 4" "a2a3 b2b3" "f8h8,j8g8 a7a6"
# rules/maidens.md: after 1. e4 d5 2. Nf3 (declining exd5) Black huffs e4 before Nb8-c6: @e4,b8c6.
special maidens-huff maidens "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "e2e4 g1f3 a2a3" "d7d5 b8e4,e4c6 a7a6"
echo "output in $out"
[ "$failures" = 0 ] || { echo "xboard-special-moves: $failures failed" >&2; exit 1; }
