#!/usr/bin/env python3
"""Two processes fill one program cache folder at once (issue 22).

Usage: cache_two_processes.py <program>

The program (one that checks its own results) runs twice at once on a fresh
cache folder, three times over, and again with a size bound that every
store crosses, so that each process evicts while the other writes and
reads. Both runs must pass each time, and every entry left must pass the
cache's own check (the header, payload size and hash of
runtime/plugins/opencl/cache_entry.h). A last run then reads the entries:
hits only, nothing found corrupt, nothing stored again.
"""
import os
import struct
import subprocess
import sys
import tempfile

PROGRAM = sys.argv[1]
HEADER = struct.Struct("<8sQQQ")
FNV_PRIME = (1 << 88) | 0x13B
FNV_BASIS = (0x6C62272E07BB0142 << 64) | 0x62B821756295C58D
MASK = (1 << 128) - 1


def fail(message):
    print(f"cache_two_processes: {message}", file=sys.stderr)
    sys.exit(1)


def fnv1a128(data):
    state = FNV_BASIS
    for byte in data:
        state = ((state ^ byte) * FNV_PRIME) & MASK
    return state


def run_pair(cache, extra):
    env = dict(os.environ, PRISM_CACHE_DIR=cache, **extra)
    runs = [subprocess.Popen([PROGRAM], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
            for _ in range(2)]
    for run in runs:
        output, _ = run.communicate()
        if run.returncode != 0:
            fail(f"a run beside another failed ({run.returncode}):\n{output}")


def check_entries(cache):
    """The number of OpenCL entries in cache, each checked."""
    count = 0
    for name in sorted(os.listdir(cache)):
        if not name.startswith("opencl-") or ".tmp" in name:
            continue
        with open(os.path.join(cache, name), "rb") as entry:
            data = entry.read()
        if len(data) < HEADER.size:
            fail(f"{name} is shorter than an entry header")
        magic, size, high, low = HEADER.unpack_from(data)
        payload = data[HEADER.size:]
        if magic != b"PRISMCL1" or size != len(payload):
            fail(f"{name} is half-written or not an entry")
        if fnv1a128(payload) != (high << 64 | low):
            fail(f"{name}'s contents do not match its hash")
        count += 1
    return count


def main():
    with tempfile.TemporaryDirectory() as bounded:
        for _ in range(3):
            run_pair(bounded, {"PRISM_CACHE_MAX_SIZE": "4K"})
            check_entries(bounded)
    for _ in range(3):
        with tempfile.TemporaryDirectory() as cache:
            run_pair(cache, {})
            entries = check_entries(cache)
            if entries == 0:
                fail("the runs stored nothing")
            env = dict(os.environ, PRISM_CACHE_DIR=cache,
                       PRISM_LOG_LEVEL="debug")
            third = subprocess.run([PROGRAM], env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True)
            log = third.stdout
            if third.returncode != 0:
                fail(f"the run after them failed:\n{log}")
            if log.count("disk cache: hit") != entries:
                fail(f"the run after them did not read the {entries} "
                     f"entries:\n{log}")
            for word in ("corrupt", "disk cache: stored", "disk cache: miss"):
                if word in log:
                    fail(f"the run after them logged '{word}':\n{log}")
    print("cache_two_processes: passed")


main()
