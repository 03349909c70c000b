#!/usr/bin/env python3
"""Relabels a `castellan datagen` data file with a teacher's evaluation: each position's score
becomes Fairy-Stockfish's static evaluation of it (its `eval` command, White's view, in its
centipawns: a hundredth of its endgame Pawn), and the game's result is kept. Then
`castellan tune --lambda L` fits Castellan's evaluation to L times the results plus 1 - L times
the teacher (docs/tuning.md, "A teacher's labels").

The teacher's centipawns are not Castellan's (its pieces are worth more of its Pawns), and the
search's margins are in Castellan's, so the scores are written in Castellan's scale: multiplied by
k_teacher / k_source, the two sigmoid scales that best predict the games' results from the
teacher's scores and from the file's own (its searches' scores), fitted as the tuner fits its K.
Then a teacher's score and Castellan's of the same chances are the same number.

The positions are the quiescence leaves datagen wrote, so a static evaluation is the right thing
to ask for: no capture is pending that a search would resolve. A position the teacher will not
score (it says "none", e.g. a check it sees) is dropped; comment lines, which hold the games
together, are kept.

    scripts/teacher-labels.py --variant capablanca IN.data OUT.data [--engine /usr/games/fairy-stockfish] [--scale S] [--depth D]

`--depth D` labels each position with the teacher's search to depth D instead (its score of the
principal variation, White's view, in the same centipawns; a mate it sees is written as +-3000
of its centipawns, a won game to the tuner's sigmoid): what the position is worth a few plies
on, which a static evaluation fitted to it must foresee, as Stockfish's networks are trained on
its searches' scores rather than on its evaluation. The scale is fitted the same way. The
teacher keeps its hash table from one position to the next (no `ucinewgame`), so a score may
differ a little from a fresh search of the same position.

`--scale S` writes the teacher's scores times S instead of the fitted k_teacher / k_source: for a
file that joins another already labelled (its header line says its scale), so that the two speak
the same centipawns. Positions from games against the teacher itself, say, whose results are
lopsided, fit a K of their own that is not the evaluation's. With it the labels are written a
whole game at a time: a run stopped early leaves a file of the games labelled so far.
"""
import argparse
import math
import sys
import time

import numpy as np

from engine_process import EngineProcess

TOTAL = ("Total evaluation:", "Final evaluation")
# What a mate the teacher's search sees is written as (its centipawns, before the scale): a sure win to the tuner.
MATE = 3000


def fitted_k(scores, results):
    """The K of the tuner's loss, mean (result - 1 / (1 + 10^(-K s / 400)))^2, that fits best:
    golden-section search over [0.05, 5], as castellan.tuning.Tuner fits it."""
    s = np.asarray(scores, dtype=float)
    r = np.asarray(results, dtype=float)

    def loss(k):
        return float(np.mean((r - 1 / (1 + 10 ** (-k * s / 400))) ** 2))

    lo, hi = 0.05, 5.0
    g = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if loss(a) < loss(b):
            hi = b
        else:
            lo = a
    return (lo + hi) / 2


def searched(teacher, fen, depth):
    """The teacher's score of its search of `fen` to `depth`, White's view, in its centipawns (as
    its `eval` speaks them: a hundredth of its endgame Pawn), +-MATE where it sees a mate."""
    teacher.send("position fen " + fen)
    teacher.send("go depth %d" % depth)
    _, _, seen = teacher.until("bestmove", timeout=300)
    score = None
    for line in seen:
        words = line.split()
        # the last exact score of the first line: bounds (a failed aspiration) are not scores
        if words[:1] == ["info"] and "score" in words and "lowerbound" not in words and "upperbound" not in words \
                and ("multipv" not in words or words[words.index("multipv") + 1] == "1"):
            kind, value = words[words.index("score") + 1: words.index("score") + 3]
            score = int(value) if kind == "cp" else MATE if int(value) > 0 else -MATE
    if score is None:
        raise ValueError("no score from the teacher's search of " + fen)
    return score if fen.split()[1] == "w" else -score


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", required=True, help="the teacher's UCI_Variant (capablanca, chess)")
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--scale", type=float, help="the factor to write the teacher's scores with, instead of the fitted one")
    ap.add_argument("--depth", type=int, help="label by the teacher's search to this depth, not its static evaluation")
    ap.add_argument("source")
    ap.add_argument("target")
    a = ap.parse_args()

    teacher = EngineProcess([a.engine])
    teacher.send("uci")
    teacher.until("uciok")
    teacher.send("setoption name UCI_Variant value " + a.variant)
    teacher.send("isready")
    teacher.until("readyok")

    # With --scale the labels are written a whole game at a time, so a run stopped early (depth 10 took
    # about 23 ms a position here, docs/tuning.md "Session 39") leaves the games labelled so far and no broken line; otherwise the scale is
    # fitted at the end, and all is written then.
    out = open(a.target, "w") if a.scale is not None else None
    if out:
        out.write(header(a, a.scale, "(--scale)"))
    game = []  # with --scale: the lines of the game being labelled, not yet written
    lines = []  # without --scale: a comment line as it was, or (fen, teacher's score, result)
    own_scores, teacher_scores, results = [], [], []
    dropped = 0
    start = time.monotonic()
    with open(a.source) as src:
        for line in src:
            if line.startswith("#") or not line.strip():
                if out:
                    out.write("".join(game))
                    out.flush()
                    game = [line]
                else:
                    lines.append(line)
                continue
            fen, own, result = (part.strip() for part in line.split("|"))
            if a.depth:
                cp = searched(teacher, fen, a.depth)
            else:
                teacher.send("position fen " + fen)
                teacher.send("eval")
                _, said, _ = teacher.until(lambda l: l.startswith(TOTAL), timeout=30)
                value = said.split(":", 1)[1].split()[0]
                cp = None if value == "none" else 100 * float(value)
            if cp is None:
                dropped += 1
                continue
            own_scores.append(int(own))
            teacher_scores.append(cp)
            results.append(float(result))
            if out:
                game.append(labelled(fen, a.scale, cp, result))
            else:
                lines.append((fen, cp, result))
            if len(results) % 50000 == 0:
                print("%d positions, %.0f s" % (len(results), time.monotonic() - start), file=sys.stderr)
    teacher.send("quit")

    k_teacher = fitted_k(teacher_scores, results)
    k_source = fitted_k(own_scores, results)
    scale = k_teacher / k_source if a.scale is None else a.scale
    if out:
        out.write("".join(game))
    else:
        out = open(a.target, "w")
        out.write(header(a, scale, "= k_teacher %.4f / k_source %.4f" % (k_teacher, k_source)))
        for l in lines:
            out.write(l if isinstance(l, str) else labelled(l[0], scale, l[1], l[2]))
    out.close()
    print("%d positions relabelled, %d dropped (the teacher gave no score), k_teacher %.4f, k_source %.4f,"
          " scale %.4f, %.0f s" % (len(results), dropped, k_teacher, k_source, scale, time.monotonic() - start),
          file=sys.stderr)


def header(a, scale, how):
    what = "search to depth %d" % a.depth if a.depth else "static evaluation"
    return ("# scores: %s's %s (UCI_Variant %s; scripts/teacher-labels.py), White's view,"
            " times %.4f %s\n" % (a.engine, what, a.variant, scale, how))


def labelled(fen, scale, cp, result):
    return "%s | %d | %s\n" % (fen, round(scale * cp), result)


if __name__ == "__main__":
    main()
