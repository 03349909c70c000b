#!/usr/bin/env python3
"""Each engine's nodes a second in real games, from a match transcript (`castellan match --log`).

    scripts/ingame-nps.py TRANSCRIPT

For every `bestmove`, the last `info` line with `nodes` and `time` that an engine of the same
name sent before it gives that move's nodes and milliseconds. Per engine it prints the total
nodes over the total time, the median of the moves' rates, and the same split by the length of
the search (moves under 20 ms are left out: their rates are mostly start-up). With two games at
once, two engines of one name share the name in the transcript, so a move may take the other
game's latest line; each is still one of that engine's searches, late in it.

Why: benchmarks search one position for seconds with a warm table; a game's searches are short,
in a table that fills, beside another game (docs/matches.md, "Session 42").
"""
import re
import statistics
import sys

INFO = re.compile(r'\s*[\d.]+ (\S+) > (.*)')
BUCKETS = ((20, 100), (100, 300), (300, 1000), (1000, None))


def moves(lines):
    """(engine, nodes, ms) of each move, in transcript order."""
    last = {}
    for line in lines:
        m = INFO.match(line)
        if not m:
            continue
        engine, message = m.groups()
        if message.startswith('info') and ' nodes ' in message and ' time ' in message:
            nodes = re.search(r' nodes (\d+)', message)
            ms = re.search(r' time (\d+)', message)
            if nodes and ms:
                last[engine] = (int(nodes.group(1)), int(ms.group(1)))
        elif message.startswith('bestmove') and engine in last:
            yield (engine,) + last.pop(engine)


def rate(xs):
    return sum(n for n, _ in xs) / sum(t for _, t in xs) * 1000


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    per = {}
    with open(sys.argv[1], encoding='utf-8', errors='replace') as f:
        for engine, nodes, ms in moves(f):
            if ms >= 20:
                per.setdefault(engine, []).append((nodes, ms))
    for engine, xs in per.items():
        median = statistics.median(n / t * 1000 for n, t in xs)
        print(f'{engine}: {len(xs)} moves of 20 ms or more, {rate(xs):,.0f} nodes/s over all, median {median:,.0f}')
        for lo, hi in BUCKETS:
            ys = [x for x in xs if x[1] >= lo and (hi is None or x[1] < hi)]
            if ys:
                span = f'{lo}-{hi} ms' if hi else f'{lo} ms and more'
                print(f'  {span}: {len(ys)} moves, {rate(ys):,.0f} nodes/s')


if __name__ == '__main__':
    main()
