#!/usr/bin/env python3
"""How fast a thinking Castellan answers: UCI 'stop' (until 'bestmove') and 'isready' (until
'readyok'), XBoard '?' (until 'move ...') and 'ping' during analysis (until 'pong'), through the
real process (./castellan uci / ./castellan xboard), in every variant, at several moments of
the search: when it reaches given depths and after random delays. Prints one line per
variant, protocol and command: count, median, 90th percentile and maximum in milliseconds,
the moments' depths, and the load average before and after. The target is 50 ms (issue 12).

  scripts/latency.py [--rounds N] [--depths 1,6,10,14] [--cap SECONDS] [--variants v1,v2]
                     [--protocols uci,xboard] [--threads T] [--engine "./castellan"] [--json FILE]

Each round per variant and protocol: one search per depth (the command goes when the engine
reports that depth, or after --cap seconds if it never does) and one after a random delay in
[0, 2 s]. Default: 2 rounds, depths 1,6,10,14, cap 4 s (at most about 15 minutes).
"""
import argparse
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import time

from engine_process import HERE, EngineProcess, load

VARIANTS = ["normal", "capablanca", "royal", "wells", "kingdom", "maidens", "norochess"]


class Engine(EngineProcess):
    """A Castellan process in one protocol, its standard error dropped."""

    def __init__(self, cmd, proto):
        super().__init__(cmd + [proto], stderr=subprocess.DEVNULL)

    def depth_or_cap(self, depth, cap):
        """Waits until an info line reports at least this depth or cap seconds pass; returns the depth seen."""
        end = time.monotonic() + cap
        seen = 0
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return seen
            try:
                _, line = self.lines.get(timeout=left)
            except queue.Empty:
                return seen
            if line is None:
                raise EOFError("the engine exited")
            d = thinking_depth(line)
            if d is not None:
                seen = max(seen, d)
                if seen >= depth:
                    return seen

    def drain(self):
        while True:
            try:
                self.lines.get_nowait()
            except queue.Empty:
                return


def thinking_depth(line):
    """The depth of a UCI 'info depth D ...' or an XBoard thinking line 'D score time nodes pv'."""
    f = line.split()
    if len(f) >= 3 and f[0] == "info" and f[1] == "depth":
        return int(f[2])
    if len(f) >= 4 and f[0].isdigit() and f[1].lstrip("-").isdigit():
        return int(f[0])
    return None


def moments(depths, rnd):
    return [("depth %d" % d, d, None) for d in depths] + [("random", None, rnd.uniform(0, 2.0))]


def wait_moment(e, depth, delay, cap):
    if depth is not None:
        return e.depth_or_cap(depth, cap)
    time.sleep(delay)
    return None


def uci_round(cmd, variant, depths, cap, threads, rnd, res):
    e = Engine(cmd, "uci")
    e.send("uci")
    e.until(lambda l: l == "uciok")
    e.send("setoption name UCI_Variant value " + variant)
    e.send("setoption name Threads value %d" % threads)
    e.send("isready")
    e.until(lambda l: l == "readyok")
    for name, depth, delay in moments(depths, rnd):
        e.send("ucinewgame")
        e.send("position startpos")
        e.send("isready")
        e.until(lambda l: l == "readyok")
        e.send("go infinite")
        seen = wait_moment(e, depth, delay, cap)
        # isready in the middle of the search
        t0 = e.send("isready")
        t1, _, _ = e.until(lambda l: l == "readyok")
        res.append(("uci", variant, "isready", name, seen, (t1 - t0) * 1000))
        t0 = e.send("stop")
        t1, _, _ = e.until(lambda l: l.startswith("bestmove"))
        res.append(("uci", variant, "stop", name, seen, (t1 - t0) * 1000))
        e.drain()
    e.close()


def xboard_round(cmd, variant, depths, cap, threads, rnd, res):
    e = Engine(cmd, "xboard")
    e.send("xboard")
    e.send("protover 2")
    e.until(lambda l: l == "feature done=1")
    e.send("cores %d" % threads)
    ping = [0]

    def sync():
        ping[0] += 1
        t0 = e.send("ping %d" % ping[0])
        t1, _, _ = e.until(lambda l, n=ping[0]: l == "pong %d" % n)
        return (t1 - t0) * 1000

    for name, depth, delay in moments(depths, rnd):
        e.send("new")
        if variant != "normal":
            e.send("variant " + variant)
        e.send("force")
        e.send("post")
        e.send("easy")
        e.send("st 3600")  # an hour a move: only '?' ends the search
        sync()
        # '?' while the engine thinks on its move (after 'go' it plays White's first move)
        e.send("go")
        seen = wait_moment(e, depth, delay, cap)
        t0 = e.send("?")
        t1, _, _ = e.until(lambda l: l.startswith("move "))
        res.append(("xboard", variant, "?", name, seen, (t1 - t0) * 1000))
        e.send("force")
        sync()
        e.drain()
        # ping during analysis (while thinking on its move the engine answers ping after the move, by the spec)
        e.send("analyze")
        seen = wait_moment(e, depth, delay, cap)
        res.append(("xboard", variant, "ping (analyze)", name, seen, sync()))
        e.send("exit")
        sync()
        e.drain()
    e.close()


def summary(res, variants):
    rows = []
    for proto, cmd in [("uci", "stop"), ("uci", "isready"), ("xboard", "?"), ("xboard", "ping (analyze)")]:
        for v in variants + ["all"]:
            ms = [r[5] for r in res if r[0] == proto and r[2] == cmd and (v == "all" or r[1] == v)]
            if not ms:
                continue
            depths = [r[4] for r in res if r[0] == proto and r[2] == cmd and (v == "all" or r[1] == v) and r[4] is not None]
            ms.sort()
            p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
            rows.append((proto, cmd, v, len(ms), statistics.median(ms), p90, ms[-1], max(depths) if depths else 0))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--depths", default="1,6,10,14")
    ap.add_argument("--cap", type=float, default=4.0)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--engine", default=os.path.join(HERE, "castellan"))
    ap.add_argument("--protocols", default="uci,xboard")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json")
    a = ap.parse_args()
    depths = [int(d) for d in a.depths.split(",") if d]
    variants = a.variants.split(",")
    cmd = a.engine.split()
    rnd = random.Random(a.seed)
    res = []
    load_before, start = load(), time.strftime("%Y-%m-%d %H:%M:%S")
    for r in range(a.rounds):
        for v in variants:
            if "uci" in a.protocols:
                uci_round(cmd, v, depths, a.cap, a.threads, rnd, res)
            if "xboard" in a.protocols:
                xboard_round(cmd, v, depths, a.cap, a.threads, rnd, res)
        print("round %d done, load %s" % (r + 1, load()), file=sys.stderr)
    load_after = load()
    print("latency, %s, threads %d, %d rounds, depths %s (cap %.0f s) + a random moment; load before %s, after %s"
          % (start, a.threads, a.rounds, a.depths, a.cap, load_before, load_after))
    print("%-7s %-15s %-11s %4s %8s %8s %8s %6s" % ("proto", "command", "variant", "n", "median", "p90", "max", "depth"))
    over = 0
    for proto, c, v, n, med, p90, mx, d in summary(res, variants):
        print("%-7s %-15s %-11s %4d %8.1f %8.1f %8.1f %6d" % (proto, c, v, n, med, p90, mx, d))
    over = sum(1 for r in res if r[5] > 50)
    print("answers over 50 ms: %d of %d" % (over, len(res)))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"start": start, "load_before": load_before, "load_after": load_after, "samples": res}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
