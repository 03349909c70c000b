#!/usr/bin/env python3
"""Start-up latency of an engine: from starting the process to its answer to the first line.

Each run starts the command afresh, writes the protocol's first line(s) at once (as a GUI does)
and times until the answer: 'uciok' for UCI, 'feature ... done=1' for XBoard. Prints every run
and the median, in milliseconds.

  scripts/startup-latency.py [--runs N] [--protocol uci|xboard] -- COMMAND [ARGS...]
  scripts/startup-latency.py --runs 11 --protocol xboard -- ./castellan xboard
"""
import argparse, statistics, subprocess, sys, time

def once(cmd, protocol):
    first = "uci\n" if protocol == "uci" else "xboard\nprotover 2\n"
    done = (lambda l: l == "uciok") if protocol == "uci" else (lambda l: l.startswith("feature") and "done=1" in l)
    start = time.perf_counter()
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    p.stdin.write(first)
    p.stdin.flush()
    while True:
        line = p.stdout.readline()
        if not line:
            raise SystemExit("the engine ended before answering")
        if done(line.strip()):
            break
    elapsed = (time.perf_counter() - start) * 1000
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait(timeout=10)
    return elapsed

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--protocol", choices=["uci", "xboard"], default="uci")
    ap.add_argument("cmd", nargs="+")
    a = ap.parse_args()
    times = [once(a.cmd, a.protocol) for _ in range(a.runs)]
    print(" ".join("%.0f" % t for t in times))
    print("median %.0f ms (%d runs, %s)" % (statistics.median(times), a.runs, a.protocol))

if __name__ == "__main__":
    main()
