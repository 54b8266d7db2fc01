#!/usr/bin/env python3
"""Copies an executable, flips one byte inside its Prism image container
(past the header, so only the checksum can notice) and runs the copy. The
runtime must refuse the container with a clear error and the program must
exit non-zero by itself: a signal (a crash) fails the test.

usage: run_corrupted.py <executable> <copy to write> <regex the output must match>"""
import os
import re
import subprocess
import sys

source, corrupted, pattern = sys.argv[1:4]
data = bytearray(open(source, "rb").read())
magic = data.find(b"PRISMFB1")
if magic < 0:
    sys.exit("no Prism container in " + source)
header_size = 32
data[magic + header_size + 40] ^= 0x5A
with open(corrupted, "wb") as f:
    f.write(data)
os.chmod(corrupted, 0o755)
result = subprocess.run([corrupted], capture_output=True, text=True)
output = result.stdout + result.stderr
print(output)
if result.returncode < 0:
    sys.exit("FAIL: the corrupted executable died of signal %d" % -result.returncode)
if result.returncode == 0:
    sys.exit("FAIL: the corrupted executable succeeded")
if not re.search(pattern, output, re.S):
    sys.exit("FAIL: the output does not match '%s'" % pattern)
print("PASS")
