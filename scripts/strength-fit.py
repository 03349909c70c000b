#!/usr/bin/env python3
"""Fits Elo ratings to the strength calibration's matches (scripts/strength-calibration.sh).

Reads the matches' PGNs (or summaries, 'Score of A vs B: W - L - D', from .txt files), fits one rating per
engine by maximum likelihood (each game's score, a draw half, against the logistic Elo curve),
with Fairy-Max at 0, and gives 95% intervals from 2000 bootstrap resamples of every match's
games. Prints a Markdown table. Usage: scripts/strength-fit.py DIR/*.txt [--anchor=NAME] (default fairymax)
"""
import math
import random
import re
import sys

def read_pgn(path):
    """W - L - D of the match's first engine (its Event: 'Castellan match: A vs B'), leaving out the
    games lost on time: a forfeit on this shared machine says the process was starved, not how a
    level plays. Returns the match and the number of forfeits left out."""
    text = open(path, encoding="utf-8").read()
    first = re.search(r'\[Event "Castellan match: (\S+) vs (\S+)"\]', text)
    a, b = first.group(1), first.group(2)
    w = l = d = forfeits = 0
    for game in re.split(r"\n(?=\[Event )", text):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
        if "Result" not in tags or tags["Result"] == "*":
            continue
        if tags.get("Termination") == "time forfeit":
            forfeits += 1
            continue
        if tags["Result"] == "1/2-1/2":
            d += 1
        elif (tags["Result"] == "1-0") == (tags["White"] == a):
            w += 1
        else:
            l += 1
    return (a, b, w, l, d), forfeits

def read(paths):
    matches = []
    for p in paths:
        if p.endswith(".pgn"):
            m, forfeits = read_pgn(p)
            matches.append(m)
            if forfeits:
                print(f"{p}: {forfeits} games lost on time left out", file=sys.stderr)
            continue
        for line in open(p, encoding="utf-8"):
            m = re.match(r"Score of (\S+) vs (\S+): (\d+) - (\d+) - (\d+)", line)
            if m:
                a, b, w, l, d = m.group(1), m.group(2), *map(int, m.groups()[2:])
                matches.append((a, b, w, l, d))
    return matches

def expected(diff):
    return 1 / (1 + 10 ** (-diff / 400))

def fit(matches, anchor, iterations=3000):
    """Bradley-Terry by Hunter's MM iteration, a draw counting half a win to each side, and one
    virtual draw per match (as bayeselo's prior) so that a 0% or 100% match stays finite."""
    names = sorted({x for m in matches for x in m[:2]})
    gamma = {n: 1.0 for n in names}
    wins = {n: 0.0 for n in names}
    for a, b, w, l, d in matches:
        wins[a] += w + d / 2 + 0.5
        wins[b] += l + d / 2 + 0.5
    for _ in range(iterations):
        new = {}
        for n in names:
            denom = 0.0
            for a, b, w, l, d in matches:
                if n in (a, b):
                    other = b if n == a else a
                    denom += (w + l + d + 1) / (gamma[n] + gamma[other])
            new[n] = wins[n] / denom
        scale = new[anchor]
        gamma = {n: new[n] / scale for n in names}
    return {n: 400 * math.log10(gamma[n]) for n in names}

def resample(matches, rng):
    out = []
    for a, b, w, l, d in matches:
        n = w + l + d
        games = ["w"] * w + ["l"] * l + ["d"] * d
        pick = [rng.choice(games) for _ in range(n)]
        out.append((a, b, pick.count("w"), pick.count("l"), pick.count("d")))
    return out

def uci_elo_table(levels, full, anchor_elo=2000):
    """Strength.ELO: each level's rating with Fairy-Max at 2000; levels not measured get the line
    between their measured neighbours, and a fall between measured levels (noise) is pooled with
    its neighbour (isotonic regression), so that UCI_Elo chooses a level that rises with it."""
    measured = sorted(levels)
    values = [levels[l] for l in measured]
    blocks = [[v, 1] for v in values]  # pool adjacent violators
    i = 0
    while i < len(blocks) - 1:
        if blocks[i][0] > blocks[i + 1][0]:
            total = blocks[i][0] * blocks[i][1] + blocks[i + 1][0] * blocks[i + 1][1]
            count = blocks[i][1] + blocks[i + 1][1]
            blocks[i:i + 2] = [[total / count, count]]
            i = max(0, i - 1)
        else:
            i += 1
    pooled = [b[0] for b in blocks for _ in range(b[1])]
    at = dict(zip(measured, pooled))
    table = []
    for level in range(20):
        if level in at:
            v = at[level]
        else:
            lo = max(l for l in measured if l < level)
            hi = min(l for l in measured if l > level)
            v = at[lo] + (at[hi] - at[lo]) * (level - lo) / (hi - lo)
        table.append(round(anchor_elo + v))
    text = "Strength.ELO = {" + ", ".join(str(v) for v in table) + "}"
    if full is not None:
        text += f"; full engine {round(anchor_elo + full)}"
    return text

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    anchor = "fairymax"
    for a in sys.argv[1:]:
        if a.startswith("--anchor="):
            anchor = a.split("=", 1)[1]
    matches = read(args)
    best = fit(matches, anchor)
    rng = random.Random(1)
    samples = {n: [] for n in best}
    for _ in range(int(200)):
        r = fit(resample(matches, rng), anchor, 1500)
        for n in r:
            samples[n].append(r[n])
    print(f"| engine | Elo ({anchor} = 0) | 95% interval | games |")
    print("|---|---:|---|---:|")
    for n in sorted(best, key=lambda x: best[x]):
        s = sorted(samples[n])
        lo, hi = s[int(0.025 * len(s))], s[int(0.975 * len(s)) - 1]
        games = sum(m[2] + m[3] + m[4] for m in matches if n in m[:2])
        print(f"| {n} | {best[n]:+.0f} | {lo:+.0f} to {hi:+.0f} | {games} |")
    levels = {int(n[5:]): best[n] for n in best if n.startswith("skill")}
    if levels:
        print()
        print(uci_elo_table(levels, best.get("full")))
    print()
    print("matches:")
    for m in matches:
        print("  %s vs %s: %d - %d - %d" % m)

if __name__ == "__main__":
    main()
