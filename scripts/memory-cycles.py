#!/usr/bin/env python3
"""Does a long session grow? Runs the real process (./castellan uci / xboard) through many new-game
cycles, each with a short search, and every --every cycles forces a full garbage collection
(jcmd GC.run) and records the live heap (jcmd GC.heap_info: used after the collection) and the
process's resident size (VmRSS, /proc). Also measures the heap after GC for several Hash sizes,
to show that the table, and nothing else, follows the setting.

  scripts/memory-cycles.py [--protocol uci|xboard] [--cycles 1000] [--every 100] [--hash 64]
                           [--search "go nodes 20000"] [--hash-sizes 1,16,64,256] [--engine ./castellan]

UCI cycle: ucinewgame, setoption UCI_Variant (the seven in turn), position startpos moves
(a few moves), the search, wait for bestmove. XBoard cycle: new, variant, force, a move, then
'sd 4' and 'go', wait for the move. jcmd is taken from the JDK of the running java.
"""
import argparse
import os
import re
import subprocess
import sys
import time

from engine_process import HERE, EngineProcess, load

VARIANTS = ["normal", "capablanca", "royal", "wells", "kingdom", "maidens", "norochess"]
FIRST = {"normal": "e2e4", "capablanca": "e2e4", "royal": "e2e4", "wells": "e2e4", "kingdom": "e3e5",
         "maidens": "e2e4", "norochess": "e2e4"}


class Engine(EngineProcess):
    """The measuring scripts' engine process, and the live heap read through the JDK's jcmd."""

    def __init__(self, cmd, proto, opts):
        super().__init__(cmd + [proto], jvm_opts=opts, stderr=subprocess.DEVNULL)
        exe = os.readlink("/proc/%d/exe" % self.p.pid) if wait_java(self.p.pid) else "java"
        self.jcmd = os.path.join(os.path.dirname(exe), "jcmd")

    def live_heap_mb(self):
        """Forces a full collection, then reads the heap in use after it."""
        subprocess.run([self.jcmd, str(self.p.pid), "GC.run"], stdout=subprocess.DEVNULL, check=True)
        out = subprocess.run([self.jcmd, str(self.p.pid), "GC.heap_info"], capture_output=True, text=True, check=True).stdout
        used = 0
        # ParallelGC: "PSYoungGen total 1234K, used 56K"; G1: "garbage-first heap total ..., used ...K"
        for m in re.finditer(r"(PSYoungGen|ParOldGen|garbage-first heap|def new generation|tenured generation)\s+total \d+K, used (\d+)K", out):
            used += int(m.group(2))
        return used / 1024.0


def wait_java(pid):
    """The launcher execs java; wait until it has."""
    for _ in range(200):
        try:
            if os.path.basename(os.readlink("/proc/%d/exe" % pid)) == "java":
                return True
        except OSError:
            return False
        time.sleep(0.05)
    return False


def uci_session(e, a):
    e.send("uci")
    e.until(lambda l: l == "uciok")
    e.send("setoption name Hash value %d" % a.hash)
    e.send("isready")
    e.until(lambda l: l == "readyok")

    def cycle(i):
        v = VARIANTS[i % len(VARIANTS)]
        e.send("ucinewgame")
        e.send("setoption name UCI_Variant value " + v)
        e.send("position startpos moves " + FIRST[v])
        e.send(a.search)
        e.until(lambda l: l.startswith("bestmove"))
    return cycle


def xboard_session(e, a):
    e.send("xboard")
    e.send("protover 2")
    e.until(lambda l: l == "feature done=1")
    e.send("memory %d" % a.hash)

    def cycle(i):
        v = VARIANTS[i % len(VARIANTS)]
        e.send("new")
        if v != "normal":
            e.send("variant " + v)
        e.send("force")
        e.send("sd 4")
        e.send("go")
        e.until(lambda l: l.startswith("move "))
        e.send("force")
    return cycle


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--protocol", default="uci")
    ap.add_argument("--cycles", type=int, default=1000)
    ap.add_argument("--every", type=int, default=100)
    ap.add_argument("--hash", type=int, default=64)
    ap.add_argument("--search", default="go nodes 20000")
    ap.add_argument("--hash-sizes", default="1,16,64,256")
    ap.add_argument("--engine", default=os.path.join(HERE, "castellan"))
    ap.add_argument("--jvm-opts", default="", help="extra JVM options (CASTELLAN_JVM_OPTS)")
    a = ap.parse_args()
    cmd = a.engine.split()
    print("memory, %s, %s, %d cycles, Hash %d MB, search '%s', load %s"
          % (time.strftime("%Y-%m-%d %H:%M:%S"), a.protocol, a.cycles, a.hash, a.search, load()))

    # 1. The table follows the Hash setting: the live heap for each size.
    if a.hash_sizes:
        e = Engine(cmd, "uci", a.jvm_opts)
        e.send("uci")
        e.until(lambda l: l == "uciok")
        print("Hash MB  live heap MB  RSS MB")
        for mb in [int(x) for x in a.hash_sizes.split(",")]:
            e.send("setoption name Hash value %d" % mb)
            e.send("position startpos")
            e.send("go nodes 20000")
            e.until(lambda l: l.startswith("bestmove"))
            print("%7d  %12.1f  %6.1f" % (mb, e.live_heap_mb(), e.rss_mb()))
        e.close()

    # 2. A long session: no growth beyond the table.
    e = Engine(cmd, a.protocol, a.jvm_opts)
    cycle = (uci_session if a.protocol == "uci" else xboard_session)(e, a)
    t0 = time.time()
    print("cycle  live heap MB  RSS MB  seconds  load")
    print("%5d  %12.1f  %6.1f  %7.0f  %s" % (0, e.live_heap_mb(), e.rss_mb(), 0, load()))
    heaps = []
    for i in range(1, a.cycles + 1):
        cycle(i)
        if i % a.every == 0:
            h = e.live_heap_mb()
            heaps.append(h)
            print("%5d  %12.1f  %6.1f  %7.0f  %s" % (i, h, e.rss_mb(), time.time() - t0, load()), flush=True)
    e.close()
    if heaps:
        print("live heap after GC: first %.1f MB, last %.1f MB, max %.1f MB, growth first-to-last %.1f MB"
              % (heaps[0], heaps[-1], max(heaps), heaps[-1] - heaps[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
