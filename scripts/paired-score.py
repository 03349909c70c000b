#!/usr/bin/env python3
"""Compares two matches of one engine's two builds against the same opponent, played with the same
seed (bench/gauntlet.sh): the same openings and colours pair by pair, so each pair's result
difference cancels what the opening alone decides. Prints each build's score and Elo, and the
difference with its 95% interval from the pairs' differences (a paired t-interval; for the Elo,
through the slope of the logistic at the old score).

    scripts/paired-score.py --engine Castellan OLD.pgn NEW.pgn [OLD2.pgn NEW2.pgn ...]

Several couples (each the two builds' matches on one seed) pool their pairs into one interval: a
pair is matched only within its own couple, since pair 5 of one seed is not pair 5 of another.
"""
import argparse
import math
import re
import sys

POINTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def pair_points(path, engine):
    """{pair number: the engine's points in the pair's two games}, for the pairs with both games finished."""
    games = {}
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"\n(?=\[Event )", text):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', block, re.M))
        if "Round" not in tags or tags.get("Result") not in POINTS:
            continue
        white = POINTS[tags["Result"]]
        if tags.get("White") == engine:
            points = white
        elif tags.get("Black") == engine:
            points = 1 - white
        else:
            sys.exit("%s: round %s has no player named %s" % (path, tags["Round"], engine))
        games.setdefault((int(tags["Round"]) + 1) // 2, []).append(points)
    return {pair: sum(p) for pair, p in games.items() if len(p) == 2}


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", default="Castellan", help="the player whose builds are compared (its PGN name)")
    ap.add_argument("matches", nargs="+", metavar="OLD NEW", help="the old build's PGN, then the new one's, per seed")
    a = ap.parse_args()
    if len(a.matches) % 2:
        sys.exit("give the matches in couples: the old build's PGN, then the new build's, for each seed")
    old, new = {}, {}
    for couple in range(len(a.matches) // 2):
        for points, path in ((old, a.matches[2 * couple]), (new, a.matches[2 * couple + 1])):
            points.update({(couple, pair): p for pair, p in pair_points(path, a.engine).items()})
    pairs = sorted(set(old) & set(new))
    n = len(pairs)
    if n < 2:
        sys.exit("fewer than two pairs finished in both matches")
    d = [new[p] - old[p] for p in pairs]
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
    half = 1.96 * sd / math.sqrt(n) / 2  # per game: a pair is two games
    so = sum(old[p] for p in pairs) / (2 * n)
    sn = sum(new[p] for p in pairs) / (2 * n)
    slope = 400 / math.log(10) / max(so * (1 - so), 1e-6)
    print("%d pairs played by both: old %.3f (Elo %+.1f), new %.3f (Elo %+.1f)" % (n, so, elo(so), sn, elo(sn)))
    print("new - old: score %+.4f +/- %.4f, Elo %+.1f +/- %.1f (95%%, paired by opening and colour); %d pairs scored the same"
          % (sn - so, half, elo(sn) - elo(so), half * slope, sum(1 for x in d if x == 0)))


if __name__ == "__main__":
    main()
