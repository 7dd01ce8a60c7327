#!/usr/bin/env python3
"""Presses keys as a screen-reader user would and writes what Orca says after each step.

Usage: SR_DIR=... BASE_URL=http://127.0.0.1:PORT drive.py STEPFILE > transcript.txt
A step file line is 'label | keys | seconds to wait' with an optional fourth field of words
that the checks read (scripts/screen-reader/transcript.ts), e.g. 'page' for a page change. Keys are xdotool key names (Tab, Return,
h, KP_Add, Insert+a, shift+alt+Down), 'type:TEXT' ({BASE} becomes BASE_URL, {CODE} becomes
ACCESS_CODE), 'sleep:S', or
'browse' (Orca+A only if Orca's last mode message was "Focus mode", back to browse mode), or
'until:KEY:WORD' (KEY pressed until Orca says WORD, at most 60 times: a place in a page whose
length varies, such as the compare bar after the candidate list).
Each step prints '### label' and then one '  > utterance' line per thing Orca said, with
'[lang=xx]' where Orca was asked for a voice of another language."""
import os, re, subprocess, sys, time

DBG = os.path.join(os.environ['SR_DIR'], 'orca.debug')
BASE = os.environ.get('BASE_URL', 'http://127.0.0.1:3000')
CODE = os.environ.get('ACCESS_CODE', '')
env = dict(os.environ)
pos = os.path.getsize(DBG) if os.path.exists(DBG) else 0

def said_since_last():
    global pos
    with open(DBG, 'rb') as f:
        f.seek(pos); data = f.read(); pos = f.tell()
    out = []
    for line in data.decode('utf-8', 'replace').splitlines():
        m = re.search(r"SPEECH OUTPUT: '(.*)'(\{.*\}|\s.*)?$", line)
        if m: out.append(m.group(1))
        m = re.search(r"voice requested with language='([^']*)'", line)
        if m and m.group(1) and (not out or out[-1] != '[lang=%s]' % m.group(1)):
            out.append('[lang=%s]' % m.group(1))
    return out

def xdo(*args):
    subprocess.run(['xdotool', *args], env=env, check=False)

def settle(quiet=1.0, limit=8.0):
    """On a busy machine Orca may still be talking after the step's wait: wait until its log
    has not grown for `quiet` seconds (at most `limit` seconds more)."""
    end = time.time() + limit
    size = os.path.getsize(DBG)
    while time.time() < end:
        time.sleep(quiet)
        now = os.path.getsize(DBG)
        if now == size:
            return
        size = now

def step(label, keys, wait, expect):
    said_since_last()
    for k in keys:
        if k.startswith('type:'):
            xdo('type', '--delay', '40', k[5:].replace('{BASE}', BASE).replace('{CODE}', CODE))
        elif k == 'browse':
            text = open(DBG, encoding='utf-8', errors='replace').read()
            if text.rfind("SPEECH OUTPUT: 'Focus mode'") > text.rfind("SPEECH OUTPUT: 'Browse mode'"):
                xdo('key', 'Insert+a')
        elif k.startswith('until:'):
            _, key, word = k.split(':', 2)
            start = os.path.getsize(DBG)
            for _ in range(60):
                xdo('key', '--delay', '80', key)
                time.sleep(0.35)
                settle(quiet=0.5, limit=4)
                with open(DBG, 'rb') as f:
                    f.seek(start)
                    heard = f.read().decode('utf-8', 'replace')
                if any(word in m for m in re.findall(r"SPEECH OUTPUT: '(.*)'", heard)):
                    break
        elif k.startswith('sleep:'):
            time.sleep(float(k[6:]))
        else:
            xdo('key', '--delay', '80', k)
        time.sleep(0.35)
    time.sleep(wait)
    settle()
    print('### %s  [keys: %s]%s' % (label, ' '.join(keys), '  [expect: %s]' % expect if expect else ''))
    for s in said_since_last():
        print('  > ' + s)
    sys.stdout.flush()

for line in open(sys.argv[1], encoding='utf-8'):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'):
        continue
    fields = [p.strip() for p in line.split('|')]
    label, keys, wait = fields[:3]
    step(label, keys.split(), float(wait), fields[3] if len(fields) > 3 else '')
