#!/usr/bin/env python3
"""How fast Castellan searches in a fresh process compared with a warm one (issue 18, "warm from
the first move"). Each run starts a fresh engine process and talks to it as a GUI does:

  uci, setoption name UCI_Variant value V, isready, position startpos, go movetime T   (fresh)
  ucinewgame, isready, position startpos, go movetime T                                 (warm)

and reads the nodes per second of each search from its last info line (wall time, as a GUI sees
it), and also per second of the search threads' own CPU time (from /proc: the scheduler's count
of the threads named castellan-search...), which a loaded machine does not hide: under load the
JIT's compiler threads get the same share of a core as the search thread, so the warm-up seen
in CPU time is about the one an idle two-core machine gives. The fresh search counts
from the first 'go' of the process (what a GUI gets on its first move; the handshake's time is
reported apart), the warm one is the same search again in the same process, with the table
cleared. Several engines (builds, launcher options) are run interleaved, run by run, so that the
machine's load hits all alike; medians and the fresh/warm ratio are printed per engine and
variant, with the load average before and after.

  scripts/warm-start.py [--engine NAME=COMMAND ...] [--variants capablanca,normal] [--runs 5]
                        [--movetime 3000] [--json FILE]

COMMAND is split on spaces and run from the repository; environment assignments may lead it:
  --engine "old=env CASTELLAN_JVM_OPTS=-XX:TieredStopAtLevel=1 ./castellan" --engine "new=./castellan"
"""
import argparse
import json
import re
import shlex
import statistics
import subprocess
import threading
import time

from engine_process import EngineProcess, load


class Engine(EngineProcess):
    """Castellan over UCI, its standard error dropped; one search timed in wall and CPU time."""

    def __init__(self, command):
        super().__init__(shlex.split(command) + ["uci"], stderr=subprocess.DEVNULL)

    def search(self, movetime):
        """One search: (nps in wall time, nps in the search threads' CPU time, nodes, ms) at its last info line."""
        self.send("position startpos")
        before = self.cpu_ns("castellan-searc")
        seen = dict(before)
        sampling = threading.Event()

        def sample():  # every 20 ms: a search thread that has ended can no longer be read
            while not sampling.wait(0.02):
                seen.update(self.cpu_ns("castellan-searc"))
        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        sent = self.send("go movetime %d" % movetime)
        done, _, seen_lines = self.until("bestmove")
        infos = [l for l in seen_lines if l.startswith("info ") and " nps " in l]
        seen.update(self.cpu_ns("castellan-searc"))
        sampling.set()
        sampler.join()
        cpu = sum(v - before.get(t, 0) for t, v in seen.items()) / 1e9
        m = re.search(r" nodes (\d+) nps (\d+).* time (\d+)", infos[-1])
        nodes, ms = int(m.group(1)), int(m.group(3))
        # The CPU time until the last info line, in proportion: the share of a core is taken as even over the search.
        cpu_nps = nodes / max(1e-9, cpu * (ms / 1000) / max(1e-9, done - sent))
        return int(m.group(2)), int(cpu_nps), nodes, ms, cpu / max(1e-9, done - sent)


def run_once(command, variant, movetime):
    start = time.monotonic()
    e = Engine(command)
    try:
        e.send("uci")
        e.until("uciok")
        e.send("setoption name UCI_Variant value " + variant)
        e.send("isready")
        ready, _, _ = e.until("readyok")
        fresh = e.search(movetime)
        e.send("ucinewgame")
        e.send("isready")
        e.until("readyok")
        warm = e.search(movetime)
        return {"handshake_ms": (ready - start) * 1000, "fresh_nps": fresh[0], "warm_nps": warm[0],
                "fresh_cpu_nps": fresh[1], "warm_cpu_nps": warm[1], "fresh_share": fresh[4], "warm_share": warm[4],
                "fresh": fresh, "warm": warm}
    finally:
        e.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", action="append", help="NAME=COMMAND (default: castellan=./castellan)")
    ap.add_argument("--variants", default="capablanca,normal")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--movetime", type=int, default=3000)
    ap.add_argument("--json", help="write every run here")
    a = ap.parse_args()
    engines = [e.split("=", 1) for e in (a.engine or ["castellan=./castellan"])]
    variants = a.variants.split(",")
    print("load before: %s" % load(), flush=True)
    results = {(n, v): [] for n, _ in engines for v in variants}
    for r in range(a.runs):
        for v in variants:
            for name, command in engines:
                x = run_once(command, v, a.movetime)
                results[(name, v)].append(x)
                print("run %d %-10s %-12s handshake %5.0f ms  fresh %7d nps (cpu %7d, %3.0f%% of a core)  warm %7d nps (cpu %7d, %3.0f%%)"
                      "  %.2f (cpu %.2f)  load %s" % (
                          r + 1, v, name, x["handshake_ms"], x["fresh_nps"], x["fresh_cpu_nps"], 100 * x["fresh_share"], x["warm_nps"],
                          x["warm_cpu_nps"], 100 * x["warm_share"], x["fresh_nps"] / x["warm_nps"], x["fresh_cpu_nps"] / x["warm_cpu_nps"],
                          load()), flush=True)
    print("load after: %s" % load())
    print()
    print("Medians of the runs; ratios are the medians of each run's fresh / warm. CPU: per second of the search threads' CPU time.")
    print()
    print("| engine | variant | runs | handshake ms | fresh nps | warm nps | fresh / warm | fresh nps, CPU | warm nps, CPU | fresh / warm, CPU |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, _ in engines:
        for v in variants:
            xs = results[(name, v)]
            med = lambda f: statistics.median(f(x) for x in xs)
            print("| %s | %s | %d | %.0f | %d | %d | %.2f | %d | %d | %.2f |" % (
                name, v, len(xs), med(lambda x: x["handshake_ms"]), med(lambda x: x["fresh_nps"]), med(lambda x: x["warm_nps"]),
                med(lambda x: x["fresh_nps"] / x["warm_nps"]), med(lambda x: x["fresh_cpu_nps"]), med(lambda x: x["warm_cpu_nps"]),
                med(lambda x: x["fresh_cpu_nps"] / x["warm_cpu_nps"])))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"%s|%s" % k: v for k, v in results.items()}, f, indent=1)


if __name__ == "__main__":
    main()
