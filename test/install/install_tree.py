#!/usr/bin/env python3
"""Installs the build tree into a scratch prefix and moves it, as a user who
unpacks Prism somewhere else would: the tests of the CMake projects then use
the moved tree, which must work without the place it was installed to.

usage: install_tree.py <cmake> <build dir> <work dir> <version>

Leaves the tree in <work dir>/prism (the staging prefix no longer exists),
and checks that it holds what an install must and nothing else."""
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from install_layout import files_under, problems

cmake, build, work, version = sys.argv[1:5]
staged = os.path.join(work, "staged")
moved = os.path.join(work, "prism")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
subprocess.run([cmake, "--install", build, "--prefix", staged], check=True,
               stdout=subprocess.DEVNULL)
os.rename(staged, moved)

files = files_under(moved)
print("\n".join(files))
messages = problems(files, version)
for message in messages:
    print("install_tree: " + message, file=sys.stderr)
sys.exit(1 if messages else 0)
