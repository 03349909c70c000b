#!/usr/bin/env python3
"""Time to depth of builds whose searches are the same, node for node: a speed change that keeps every
tree (the bench signature unchanged) measured without the noise of a fresh process per search (which
castellan.match.SearchSpeed --depth starts: the JIT's warm-up then varies each time).

    bench/same-tree-speed.py [--variant V] [--positions FILE] [--depth D] [--rounds R] JAR JAR...

Each jar runs as one UCI process for the whole run (scripts/engine_process.py; JDK 25's java, as
bench/build-jar.sh picks it, or $CASTELLAN_JAVA; -XX:+UseParallelGC -XX:+UseTransparentHugePages, Hash 64,
one thread). In each round every engine in turn searches every position of FILE (default
bench/VARIANT-depth.fen; 'start' is the start position) to depth D after 'ucinewgame', so a build's nodes are
the same in every round; the engine's own 'time' of its last info line is summed over the positions. The
first round warms the JIT and is not counted. Prints each jar's nodes (they must agree, else the trees differ
and the times compare nothing) and the median of its round times, then the first jar's time over each
other's per round: its median and range (above 1: the other is faster). Run nothing else meanwhile.
"""
import argparse, glob, os, re, statistics, sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, '..', 'scripts'))
from engine_process import EngineProcess  # noqa: E402

ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
ap.add_argument('--variant', default='capablanca')
ap.add_argument('--positions', default=None)
ap.add_argument('--depth', type=int, default=12)
ap.add_argument('--rounds', type=int, default=6)
ap.add_argument('jars', nargs='+')
a = ap.parse_args()
positions = a.positions or os.path.join(here, a.variant + '-depth.fen')
fens = [l.strip() for l in open(positions) if l.strip() and not l.startswith('#')]
# JDK 25's java, as bench/build-jar.sh's build_pair picks it
java = os.environ.get('CASTELLAN_JAVA') or (sorted(glob.glob('/usr/lib/jvm/*25*/bin/java')) or ['java'])[0]


class Engine(EngineProcess):
    def __init__(self, jar):
        super().__init__([java, '-XX:+UseParallelGC', '-XX:+UseTransparentHugePages', '-jar', os.path.abspath(jar), 'uci'])
        self.send('uci'); self.until('uciok')
        for option in ('Hash value 64', 'Threads value 1', 'UCI_Variant value ' + a.variant):
            self.send('setoption name ' + option)
        self.send('isready'); self.until('readyok')

    def search(self, fen):
        """The engine's own time and nodes of its last info line with both, at depth a.depth."""
        self.send('ucinewgame'); self.send('position startpos' if fen == 'start' else 'position fen ' + fen)
        self.send('go depth %d' % a.depth)
        _, _, lines = self.until('bestmove', timeout=600)
        t = n = 0
        for line in lines:
            m = re.search(r' nodes (\d+)', line) if line.startswith('info') else None
            if m and ' time ' in line: n, t = int(m.group(1)), int(re.search(r' time (\d+)', line).group(1))
        return t, n


engines = [Engine(j) for j in a.jars]
times = [[] for _ in engines]; nodes = [0] * len(engines)
for r in range(a.rounds + 1):
    for i, e in enumerate(engines):
        total_t = total_n = 0
        for f in fens:
            t, n = e.search(f); total_t += t; total_n += n
        if r > 0: times[i].append(total_t)
        nodes[i] = total_n
for e in engines: e.close()
print(f'{a.variant}, {len(fens)} positions of {positions}, depth {a.depth}, {a.rounds} rounds after one of warm-up ({java})')
for j, n, t in zip(a.jars, nodes, times):
    print(f'{j}: nodes {n:,}; time a round: median {statistics.median(t):.0f} ms, all {t}')
if len(set(nodes)) > 1: print('the nodes differ: the trees are not the same, so the times do not measure speed alone')
for i in range(1, len(a.jars)):
    ratio = [x / y for x, y in zip(times[0], times[i])]
    print(f'{a.jars[0]} / {a.jars[i]}: median {statistics.median(ratio):.3f}, range {min(ratio):.3f}-{max(ratio):.3f}')
