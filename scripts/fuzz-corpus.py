#!/usr/bin/env python3
"""Turns recorded engine sessions into the fuzzing corpus (protocol/src/test/resources/fuzz/).

  scripts/fuzz-corpus.py xboard XBOARD_DEBUG_FILE [first|second] > session.txt
      the commands XBoard sent to one engine, from the debug file of a real XBoard run
      (scripts/xboard-games.sh -o DIR writes DIR/*/xboard.debug). XBoard logs a command it
      wrote in two pieces as "usermove 38170 >first : e7e6"; the pieces are joined again.
  scripts/fuzz-corpus.py uci TEE_LOG > session.txt
      a UCI session recorded by putting 'tee LOG |' in front of the engine (the match runner:
      --engine "cmd=\"sh -c 'tee LOG | exec ./castellan uci'\""): copied, blank lines dropped.
"""
import re
import sys


def xboard(path, engine):
    line_re = re.compile(r'^\d+ >(first |second): (.*)$')
    split_re = re.compile(r'^(.*?)\d+ >(first |second): (.*)$')
    for raw in open(path, encoding='utf-8', errors='replace'):
        m = line_re.match(raw.rstrip('\n'))
        if not m or m.group(1).strip() != engine:
            continue
        text = m.group(2)
        s = split_re.match(text)
        if s:
            text = s.group(1) + s.group(3)
        print(text)


def uci(path):
    for raw in open(path, encoding='utf-8', errors='replace'):
        if raw.strip():
            print(raw.rstrip('\n'))


if __name__ == '__main__':
    if len(sys.argv) >= 3 and sys.argv[1] == 'xboard':
        xboard(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else 'first')
    elif len(sys.argv) == 3 and sys.argv[1] == 'uci':
        uci(sys.argv[2])
    else:
        sys.exit(__doc__)
