#!/usr/bin/env python3
"""The hostile GUI's soak run (issue 21, "Proof"): one real engine process (./castellan uci) with
a small heap is given random sequences of settings and searches, and must stay alive, answer
every 'isready', keep every search within its time and keep its resident size bounded.

Each sequence: one to four random settings, drawn from
  Hash 1..max (log-uniform), Threads 1..max (log-uniform), UCI_Variant (any of the seven),
  ucinewgame, Clear Hash
then 'isready' (answered within --hang seconds, or the run fails as hung), then one search from
the current game (the moves the engine chose so far in this variant, a new game after 40 plies
or a switch): 'go movetime T' (T 20-300 ms), 'go wtime W btime W [winc I]' (W 100-3000 ms),
'go depth D' (1-5) or 'go nodes N' (1,000-50,000). A timed search must answer within its limit:
T plus --margin ms for movetime, W (the clock) for a clock. A search past its limit while the
process had less than half the cores it could use (one per search thread, at most the machine's;
from /proc: all its threads' CPU time over the wall time) is counted apart as starved: other
work of higher priority held the machine.

Checked throughout: no line naming an Error or Exception, no 'info string error', every refused
setting answered with one 'info string' line; the resident size (VmRSS) is sampled after every
sequence. Prints a summary and writes every sequence to --log.

  scripts/soak.py [--sequences 1000] [--jvm-opts=-Xmx512m] [--seed 21] [--margin 40] [--hang 60]
                  [--engine ./castellan] [--log soak.log] [--json FILE]
"""
import argparse
import json
import math
import os
import random
import re
import statistics
import subprocess
import sys
import time

from engine_process import HERE, EngineProcess, load


def log_uniform(rng, lo, hi):
    return int(round(math.exp(rng.uniform(math.log(lo), math.log(hi)))))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sequences", type=int, default=1000)
    ap.add_argument("--jvm-opts", default="-Xmx512m")
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--margin", type=int, default=40, help="ms a movetime search may take past T (the scheduler's)")
    ap.add_argument("--hang", type=float, default=60, help="seconds to wait for readyok or bestmove before calling it a hang")
    ap.add_argument("--engine", default=os.path.join(HERE, "castellan"))
    ap.add_argument("--log", default="soak.log")
    ap.add_argument("--json")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    started = time.monotonic()
    load_before = load()
    e = EngineProcess(a.engine.split() + ["uci"], a.jvm_opts)
    e.send("uci")
    _, _, hello = e.until("uciok", a.hang)
    text = "\n".join(hello)
    max_hash = int(re.search(r"option name Hash type spin default \d+ min 1 max (\d+)", text).group(1))
    max_threads = int(re.search(r"option name Threads type spin default \d+ min 1 max (\d+)", text).group(1))
    variants = re.search(r"option name UCI_Variant type combo default \S+((?: var \S+)+)", text).group(1).split(" var ")[1:]
    stats = {"sequences": 0, "settings": 0, "refused": 0, "searches": 0, "over": 0, "over_starved": 0, "bad_lines": 0}
    kinds = {}
    rss = []
    over = []
    overshoot = {}
    moves, variant = [], "normal"
    threads = 1
    with open(a.log, "w") as log:
        for seq in range(a.sequences):
            said = []
            for _ in range(rng.randint(1, 4)):
                what = rng.choice(["hash", "threads", "threads", "variant", "variant", "newgame", "clear"])
                if what == "hash":
                    cmd = "setoption name Hash value %d" % log_uniform(rng, 1, max_hash)
                elif what == "threads":
                    cmd = "setoption name Threads value %d" % log_uniform(rng, 1, max_threads)
                elif what == "variant":
                    variant = rng.choice(variants)
                    moves = []
                    cmd = "setoption name UCI_Variant value " + variant
                elif what == "newgame":
                    moves = []
                    cmd = "ucinewgame"
                else:
                    cmd = "setoption name Clear Hash"
                e.send(cmd)
                said.append(cmd)
                stats["settings"] += 1
            e.send("isready")
            try:
                _, _, lines = e.until("readyok", a.hang)
            except TimeoutError:
                print("HUNG at sequence %d: %s; no readyok within %.0f s" % (seq, "; ".join(said), a.hang))
                raise
            notes = [l for l in lines if l.startswith("info string") and not l.startswith("info string variant ")]
            for cmd in said:  # the threads now searching: the last setting taken
                if cmd.startswith("setoption name Threads value "):
                    n = int(cmd.split()[-1])
                    if not any("for %d search threads" % n in l for l in notes):
                        threads = n
            stats["refused"] += len(notes)
            bad = [l for l in lines if "Error" in l or "Exception" in l or l.startswith("info string error")]
            stats["bad_lines"] += len(bad)
            if len(moves) >= 40:
                moves = []
            e.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
            kind = rng.choice(["movetime", "clock", "depth", "nodes"])
            limit = asked = None
            if kind == "movetime":
                t = rng.randint(20, 300)
                go, limit, asked = "go movetime %d" % t, t + a.margin, t
            elif kind == "clock":
                w = rng.randint(100, 3000)
                inc = rng.choice([0, 0, 10, 100])
                go, limit, asked = "go wtime %d btime %d" % (w, w) + (" winc %d binc %d" % (inc, inc) if inc else ""), w, w
            elif kind == "depth":
                go = "go depth %d" % rng.randint(1, 5)
            else:
                go = "go nodes %d" % rng.randint(1000, 50000)
            cpu0, sent = e.cpu_ns(), e.send(go)
            try:
                t1, best, lines = e.until("bestmove", a.hang)
            except TimeoutError:
                dump = a.log + ".threads"
                with open(dump, "w") as f:
                    jcmd = os.path.join(os.path.dirname(os.readlink("/proc/%d/exe" % e.p.pid)), "jcmd")  # the engine's own JDK's
                    subprocess.run([jcmd, str(e.p.pid), "Thread.print"], stdout=f, stderr=subprocess.STDOUT, timeout=60)
                print("HUNG at sequence %d: %s; %s; no bestmove within %.0f s (threads: %s; last lines: %s)" % (
                    seq, "; ".join(said), go, a.hang, dump, " | ".join(e.all[-5:])))
                raise
            ms = (t1 - sent) * 1000
            cpu1 = e.cpu_ns()  # threads that ended meanwhile are not counted: the share is a lower bound
            share = sum(v - cpu0.get(tid, 0) for tid, v in cpu1.items()) / 1e9 / max(1e-9, t1 - sent)
            bad = [l for l in lines if "Error" in l or "Exception" in l or l.startswith("info string error")]
            stats["bad_lines"] += len(bad)
            stats["searches"] += 1
            kinds.setdefault(kind, []).append(ms)
            if asked is not None:  # past the time asked (movetime T; the clock W), the worst of each kind, starved or not
                worst = overshoot.get(kind)
                if worst is None or ms - asked > worst[0]:
                    overshoot[kind] = (ms - asked, "%d: %s %.0f ms, %d threads, %.0f%% of a core" % (seq, go, ms, threads, 100 * share))
            verdict = ""
            if limit is not None and ms > limit:
                if share < 0.5 * min(threads, os.cpu_count()):
                    stats["over_starved"] += 1
                    verdict = "OVER (starved)"
                else:
                    stats["over"] += 1
                    verdict = "OVER"
                    over.append("%d: %s %.0f ms, limit %d, %.0f%% of a core, %d threads" % (seq, go, ms, limit, 100 * share, threads))
            m = best.split()
            if len(m) > 1 and m[1] != "(none)":
                moves.append(m[1])
            r = e.rss_mb()
            rss.append(r)
            stats["sequences"] += 1
            log.write("%4d | %s | %d threads | %s -> %s %.0f ms (%.0f%% cpu) %s | rss %.0f MB%s\n" % (
                seq, "; ".join(said), threads, go, best, ms, 100 * share, verdict, r, (" | " + " / ".join(notes + bad)) if notes or bad else ""))
            if (seq + 1) % 100 == 0:
                print("%5d sequences, %4.0f s, rss %.0f MB (max %.0f), refused %d, over %d (+%d starved), bad lines %d, load %s" % (
                    seq + 1, time.monotonic() - started, r, max(rss), stats["refused"], stats["over"], stats["over_starved"],
                    stats["bad_lines"], load()), flush=True)
    e.send("quit")
    code = e.p.wait(timeout=60)
    print()
    print("command: %s" % " ".join(sys.argv))
    print("heap: %s, Hash max %d MB, Threads max %d, seed %d, %d sequences, %d settings, %d searches in %.0f s; load %s -> %s" % (
        a.jvm_opts, max_hash, max_threads, a.seed, stats["sequences"], stats["settings"], stats["searches"],
        time.monotonic() - started, load_before, load()))
    print("exit status at quit: %d; settings refused (one info string each): %d; lines naming an Error or Exception: %d" % (
        code, stats["refused"], stats["bad_lines"]))
    print("resident size: first %.0f MB, median %.0f, max %.0f, last %.0f" % (rss[0], statistics.median(rss), max(rss), rss[-1]))
    for k, ms in sorted(kinds.items()):
        print("  %-8s %4d searches, ms to bestmove: median %.0f, p90 %.0f, max %.0f" % (
            k, len(ms), statistics.median(ms), sorted(ms)[math.ceil(0.9 * len(ms)) - 1], max(ms)))
    for k, (ms, what) in sorted(overshoot.items()):
        print("  worst %-8s ms past the time asked: %+.0f (%s)" % (k, ms, what))
    print("past their limit: %d with the CPU they needed, %d starved of CPU" % (stats["over"], stats["over_starved"]))
    for o in over:
        print("  " + o)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"stats": stats, "rss": rss, "kinds": kinds, "over": over, "overshoot": overshoot}, f)
    ok = code == 0 and stats["bad_lines"] == 0 and stats["over"] == 0
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
