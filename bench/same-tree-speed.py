#!/usr/bin/env python3
"""Time to depth of builds whose searches are the same, node for node: a speed change that keeps every
tree (the bench signature unchanged) measured without the noise of a fresh process per search.

    bench/same-tree-speed.py [--variant V] [--positions FILE] [--depth D] [--rounds R] JAR JAR...

Each jar runs as one UCI process (JDK 25 or $CASTELLAN_JAVA, -XX:+UseParallelGC -XX:+UseTransparentHugePages,
Hash 64, one thread) for the whole run. In each round every engine in turn searches every position of FILE
(default bench/capablanca-depth.fen; 'start' is the start position) to depth D after 'ucinewgame', so a build's
nodes are the same in every round; the engine's own 'time' of its last info line is summed over the positions.
The first round warms the JIT and is not counted. Prints each jar's nodes (they must agree, else the trees
differ and the times compare nothing) and the median of its round times, then the first jar's time over each
other's per round: its median and range (above 1: the other is faster). Run nothing else meanwhile.
"""
import argparse, os, re, statistics, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
ap.add_argument('--variant', default='capablanca')
ap.add_argument('--positions', default=None)
ap.add_argument('--depth', type=int, default=12)
ap.add_argument('--rounds', type=int, default=6)
ap.add_argument('jars', nargs='+')
a = ap.parse_args()
positions = a.positions or os.path.join(here, a.variant + '-depth.fen')
fens = [l.strip() for l in open(positions) if l.strip() and not l.startswith('#')]

def newest_java():
    if os.environ.get('CASTELLAN_JAVA'): return os.environ['CASTELLAN_JAVA']
    best, best_v = 'java', 0
    for d in sorted(os.listdir('/usr/lib/jvm')) if os.path.isdir('/usr/lib/jvm') else []:
        release = os.path.join('/usr/lib/jvm', d, 'release')
        m = re.search(r'JAVA_VERSION="(\d+)', open(release).read()) if os.path.isfile(release) else None
        if m and int(m.group(1)) > best_v: best, best_v = os.path.join('/usr/lib/jvm', d, 'bin', 'java'), int(m.group(1))
    return best

java = newest_java()

class Engine:
    def __init__(self, jar):
        self.p = subprocess.Popen([java, '-XX:+UseParallelGC', '-XX:+UseTransparentHugePages', '-jar', jar, 'uci'],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('uci'); self.wait('uciok')
        self.send('setoption name Hash value 64'); self.send('setoption name Threads value 1')
        self.send('setoption name UCI_Variant value ' + a.variant); self.send('isready'); self.wait('readyok')
    def send(self, s): self.p.stdin.write(s + '\n'); self.p.stdin.flush()
    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line: sys.exit('engine ended before ' + word)
            if line.startswith(word): return line
    def search(self, fen):
        self.send('ucinewgame'); self.send('position startpos' if fen == 'start' else 'position fen ' + fen)
        self.send('go depth %d' % a.depth)
        t = n = 0
        while True:
            line = self.p.stdout.readline()
            if not line: sys.exit('engine ended during a search')
            m = re.search(r' nodes (\d+)', line) if line.startswith('info') else None
            if m and ' time ' in line: n, t = int(m.group(1)), int(re.search(r' time (\d+)', line).group(1))
            if line.startswith('bestmove'): return t, n

engines = [Engine(j) for j in a.jars]
times = [[] for _ in engines]; nodes = [0] * len(engines)
for r in range(a.rounds + 1):
    for i, e in enumerate(engines):
        total_t = total_n = 0
        for f in fens:
            t, n = e.search(f); total_t += t; total_n += n
        if r > 0: times[i].append(total_t)
        nodes[i] = total_n
for e in engines: e.send('quit')
print(f'{a.variant}, {len(fens)} positions of {positions}, depth {a.depth}, {a.rounds} rounds after one of warm-up ({java})')
for j, n, t in zip(a.jars, nodes, times):
    print(f'{j}: nodes {n:,}; time a round: median {statistics.median(t):.0f} ms, all {t}')
if len(set(nodes)) > 1: print('the nodes differ: the trees are not the same, so the times do not measure speed alone')
for i in range(1, len(a.jars)):
    ratio = [x / y for x, y in zip(times[0], times[i])]
    print(f'{a.jars[0]} / {a.jars[i]}: median {statistics.median(ratio):.3f}, range {min(ratio):.3f}-{max(ratio):.3f}')
