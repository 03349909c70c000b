#!/usr/bin/env python3
"""Where Castellan's static evaluation and Fairy-Stockfish's disagree, term group by term group.

Each quiet position of a `castellan datagen` data file (say, from `datagen --pgn` over games
against Fairy-Stockfish) is evaluated by Castellan, split into the groups of Fairy-Stockfish's
`eval` table (scripts/EvalGroups.java), and by Fairy-Stockfish's `eval`, whose table gives each
term's middlegame and endgame totals; those are blended with Castellan's phase and taken in
Castellan's centipawns (times --scale, the labels' scale: scripts/teacher-labels.py). For the
positions within --plies whose teacher's total lies within --limit, it prints the root mean square
of the disagreement and, per group, both spreads, their correlation, and its share: the covariance
of the group's difference with the whole difference over the whole's variance, the part of the
disagreement that would go if that group matched the teacher's (docs/tuning.md, "Session 34").

    scripts/eval-gap.py --variant capablanca DATA [--scale 0.82] [--plies 8-50] [--limit 1200]
                        [--engine /usr/games/fairy-stockfish]

Castellan's groups: Material (values and placement), Imbalance (with the piece pairs), Pawns,
Pieces (Fairy-Stockfish's Knights to Queens), Mobility, King safety (with King danger's square),
Threats, Passed, Space, Initiative (with the clamp's jump where a sum is near 0); the rest (tempo,
variant terms) is not compared.
"""
import argparse
import csv
import io
import math
import os
import statistics as st
import subprocess
import sys

from engine_process import EngineProcess

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TERMS = {"Material": ["Material"], "Imbalance": ["Imbalance"], "Pawns": ["Pawns"],
         "Pieces": ["Knights", "Bishops", "Rooks", "Queens"], "Mobility": ["Mobility"],
         "KingSafety": ["King safety"], "Threats": ["Threats"], "Passed": ["Passed"], "Space": ["Space"],
         "Initiative": ["Initiative"]}
TOTAL = ("Total evaluation", "Final evaluation")


def castellan_groups(variant, data):
    out = subprocess.run(["java", "-cp", os.path.join(HERE, "match/target/match.jar"),
                          os.path.join(HERE, "scripts/EvalGroups.java"), variant, data],
                         check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out), delimiter="\t"))


def teacher_terms(engine, variant, fens):
    """Fairy-Stockfish's eval table per FEN: {term: (mg, eg)} in its pawns, and its total; None where it gives none."""
    teacher = EngineProcess([engine])
    teacher.send("uci")
    teacher.until("uciok")
    teacher.send("setoption name UCI_Variant value " + variant)
    teacher.send("isready")
    teacher.until("readyok")
    wanted = {t for ts in TERMS.values() for t in ts}
    for fen in fens:
        teacher.send("position fen " + fen)
        teacher.send("eval")
        _, said, lines = teacher.until(lambda l: l.startswith(TOTAL), timeout=30)
        table = {}
        for line in lines:
            name = line.split("|")[0].strip()
            if "|" in line and name in wanted:
                mg, eg = line.split("|")[-1].split()[:2]
                table[name] = (float(mg), float(eg))
        total = said.split(":", 1)[1].split()[0]
        yield None if total == "none" else (float(total), table)
    teacher.send("quit")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", required=True, help="Castellan's variant id (the teacher's UCI_Variant: chess for normal)")
    ap.add_argument("data")
    ap.add_argument("--scale", type=float, default=0.82, help="Castellan's centipawns per teacher's centipawn")
    ap.add_argument("--plies", default="8-50", help="positions' index in their game, FROM-TO (TO excluded)")
    ap.add_argument("--limit", type=float, default=1200, help="only where the teacher's total is within this (Castellan's cp)")
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.plies.split("-"))
    rows = [r for r in castellan_groups(a.variant, a.data) if lo <= int(r["idx"]) < hi]
    teacher_variant = "chess" if a.variant == "normal" else a.variant
    whole, diff, ours, theirs = [], {g: [] for g in TERMS}, {g: [] for g in TERMS}, {g: [] for g in TERMS}
    for r, t in zip(rows, teacher_terms(a.engine, teacher_variant, [r["fen"] for r in rows])):
        if t is None or abs(t[0] * 100 * a.scale) > a.limit:
            continue
        total, table = t
        phase = int(r["phase"])
        whole.append(int(r["castellan"]) - total * 100 * a.scale)
        for g, names in TERMS.items():
            mg = sum(table.get(n, (0, 0))[0] for n in names)
            eg = sum(table.get(n, (0, 0))[1] for n in names)
            teacher = (mg * phase + eg * (256 - phase)) / 256 * 100 * a.scale
            ours[g].append(int(r[g]))
            theirs[g].append(teacher)
            diff[g].append(int(r[g]) - teacher)
    if len(whole) < 2:
        sys.exit("fewer than 2 positions to compare")
    variance = st.pvariance(whole)
    print(f"{len(whole)} positions, plies {lo}-{hi - 1}: Castellan - teacher mean {st.mean(whole):+.1f} cp, "
          f"root mean square {math.sqrt(sum(x * x for x in whole) / len(whole)):.1f} cp")
    print(f"{'group':12} {'Castellan sd':>12} {'teacher sd':>10} {'correlation':>11} {'share':>6}")
    for g in TERMS:
        a_sd, b_sd = st.pstdev(ours[g]), st.pstdev(theirs[g])
        corr = st.correlation(ours[g], theirs[g]) if a_sd > 0 and b_sd > 0 else float("nan")
        print(f"{g:12} {a_sd:12.1f} {b_sd:10.1f} {corr:11.2f} {st.covariance(diff[g], whole) / variance:6.1%}")


if __name__ == "__main__":
    main()
