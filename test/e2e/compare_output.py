#!/usr/bin/env python3
"""Runs a program and compares its standard output with a reference file, for
kernels that print (device printf, sycl::stream), whose work-items run in no
fixed order.

usage: compare_output.py <expected-file> <command> [arguments...]

The program must exit with 0. Lines starting with "==" (which the host
prints between kernels) divide both texts into sections that must match in
order: a kernel's output has to be out before the host goes on. Within a
section, lines are grouped by their first word, which names the work-item
that printed them: each group must match the expected group line for line,
in order, while different groups may interleave. So every line must be
whole, and each work-item's lines must come in the order it printed them.
"""
import subprocess
import sys


def sections(lines):
    """The lines split at "==" markers: [(marker, [lines])]."""
    result = [("(start)", [])]
    for line in lines:
        if line.startswith("=="):
            result.append((line, []))
        else:
            result[-1][1].append(line)
    return result


def groups(lines):
    """The lines by their first word, each group in its original order."""
    result = {}
    for line in lines:
        words = line.split(None, 1)
        result.setdefault(words[0] if words else "", []).append(line)
    return result


def compare(expected, actual):
    """A list of differences; empty when the outputs match."""
    problems = []
    expected_sections = sections(expected)
    actual_sections = sections(actual)
    expected_markers = [marker for marker, _ in expected_sections]
    actual_markers = [marker for marker, _ in actual_sections]
    if expected_markers != actual_markers:
        return ["the sections differ: expected %s, got %s" %
                (expected_markers, actual_markers)]
    for (marker, want), (_, got) in zip(expected_sections, actual_sections):
        want_groups, got_groups = groups(want), groups(got)
        for key in sorted(set(want_groups) | set(got_groups)):
            want_lines = want_groups.get(key, [])
            got_lines = got_groups.get(key, [])
            if want_lines != got_lines:
                problems.append("in section %s, lines starting with %r:\n"
                                "  expected: %s\n  got:      %s" %
                                (marker, key, want_lines, got_lines))
    return problems


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as reference:
        expected = reference.read().splitlines()
    run = subprocess.run(sys.argv[2:], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, check=False)
    output = run.stdout.decode("utf-8", "replace")
    sys.stdout.write(output)
    sys.stderr.write(run.stderr.decode("utf-8", "replace"))
    if run.returncode != 0:
        sys.exit("the program exited with %d" % run.returncode)
    if not output.endswith("\n"):
        sys.exit("the output does not end with a newline")
    problems = compare(expected, output.splitlines())
    if problems:
        sys.exit("the output differs from %s:\n%s" %
                 (sys.argv[1], "\n".join(problems)))


if __name__ == "__main__":
    main()
