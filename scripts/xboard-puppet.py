#!/usr/bin/env python3
"""A scripted XBoard engine for scripts/xboard-special-moves.sh: it teaches XBoard the variant
with Castellan's own setup and piece lines (start position replaced by the given FEN), then plays
the given moves, in XBoard's wire syntax, for the side it is given; it logs every line.

  xboard-puppet.py CASTELLAN VARIANT FEN LOGFILE "MOVE MOVE ..."
"""
import subprocess
import sys

castellan, variant, fen, log, moves = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5].split()
answer = subprocess.run([castellan, "xboard"], input="xboard\nprotover 2\nnew\nvariant %s\nping 1\nquit\n" % variant,
                        capture_output=True, text=True).stdout.splitlines()
setup = [l for l in answer if l.startswith("setup ") or l.startswith("piece ")]
out = open(log, "a")


def say(text):
    print(text, flush=True)
    out.write("> " + text + "\n")
    out.flush()


playing = False
for line in sys.stdin:
    line = line.strip()
    out.write("< " + line + "\n")
    out.flush()
    word, _, arg = line.partition(" ")
    if word == "protover":
        say('feature myname="puppet" variants="%s" setboard=1 ping=1 usermove=1 colors=0 sigint=0 sigterm=0 done=1' % variant)
    elif word == "variant":
        for s in setup:
            say(s[:s.index("_fairy ") + len("_fairy ")] + fen if s.startswith("setup ") else s)
    elif word == "ping":
        say("pong " + arg)
    elif word == "go" or (word == "usermove" and playing):
        playing = True
        if moves:
            say("move " + moves.pop(0))
    elif word in ("new", "force"):
        playing = False
    elif word == "quit":
        break
