#!/usr/bin/env python3
"""Does Castellan keep its time limits with many search threads? Through the real process
(./castellan uci), for each thread count: a fresh process is given 'Threads N', then the
searches below are timed from writing 'go' to reading 'bestmove' (the GUI's view), the first
with a cold JIT and the rest warm:

  go movetime 100              the limit: 100 ms (the search keeps the move overhead off it)
  go wtime 1000 btime 1000     the limit: the clock, 1000 ms; the search plans far less
  go infinite, then stop       the cost of stopping and joining the helpers: 'stop' to 'bestmove'

Also the process's share of a core over each search (from /proc: user + system time over wall
time, all threads): a search that got less than half a core was starved by other work and is
marked. Prints one line per thread count and search kind: cold, and the median and maximum of
the warm ones, in milliseconds, and the load average before and after.

  scripts/thread-limits.py [--threads 8,16,32,64,128,256] [--rounds 3] [--variant capablanca]
                           [--engine ./castellan] [--jvm-opts "-Xmx6g"] [--json FILE]
"""
import argparse
import json
import os
import statistics
import time

from engine_process import HERE, EngineProcess, load


def timed(e, command, then=None, after=0.0):
    """Sends command (and, after `after` seconds, `then`); returns (ms to bestmove from the last sent, core share)."""
    c0, w0 = e.cpu_seconds(), time.monotonic()
    t = e.send(command)
    if then:
        time.sleep(after)
        t = e.send(then)
    t1, _, _ = e.until("bestmove")
    share = (e.cpu_seconds() - c0) / max(1e-9, t1 - w0)
    return (t1 - t) * 1000, share


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", default="8,16,32,64,128,256")
    ap.add_argument("--rounds", type=int, default=3, help="warm searches of each kind after the cold one")
    ap.add_argument("--variant", default="capablanca")
    ap.add_argument("--engine", default=os.path.join(HERE, "castellan"))
    ap.add_argument("--jvm-opts", default="", help="CASTELLAN_JVM_OPTS, e.g. -Xmx6g for many threads")
    ap.add_argument("--json", help="write every measurement here")
    a = ap.parse_args()
    kinds = [("movetime 100", "go movetime 100", None, 0.0),
             ("wtime 1000", "go wtime 1000 btime 1000", None, 0.0),
             ("stop", "go infinite", "stop", 0.3)]
    print("load before: %s" % load())
    print("%7s  %-12s %8s %8s %8s  %s" % ("threads", "search", "cold", "median", "max", "core share per search"))
    out = []
    for n in [int(x) for x in a.threads.split(",")]:
        e = EngineProcess(a.engine.split() + ["uci"], a.jvm_opts)
        try:
            e.send("uci")
            e.until("uciok")
            e.send("setoption name UCI_Variant value " + a.variant)
            e.send("setoption name Threads value %d" % n)
            e.send("isready")
            e.until("readyok")
            refused = [l for l in e.all if l.startswith("info string") and ("Threads" in l or "not enough" in l)]
            if refused:
                print("%7d  refused: %s" % (n, refused[0]))
                continue
            e.send("position startpos")
            results = {k[0]: [] for k in kinds}
            for r in range(1 + a.rounds):
                for name, cmd, then, after in kinds:
                    results[name].append(timed(e, cmd, then, after))
            for name, _, _, _ in kinds:
                ms = [m for m, _ in results[name]]
                shares = " ".join("%.0f%%" % (100 * s) for _, s in results[name])
                warm = ms[1:]
                print("%7d  %-12s %8.1f %8.1f %8.1f  %s" % (n, name, ms[0], statistics.median(warm), max(warm), shares), flush=True)
                out.append({"threads": n, "search": name, "ms": ms, "share": [s for _, s in results[name]]})
        finally:
            e.close()
    print("load after: %s" % load())
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
