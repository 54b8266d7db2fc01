#!/usr/bin/env python3
"""Builds one of the projects under test/install against an installed Prism
tree and runs its program, as a user of the tree would.

usage: run_project.py --prism PREFIX --source DIR --build DIR [options]

  --cmake CMAKE         configure and build with this cmake (Ninja when given
  --generator G         --generator) with CMAKE_PREFIX_PATH=PREFIX and
  -D NAME=VALUE         the -D definitions; without --cmake, compile the
                        project's .cpp files with CXX (default g++) and
                        pkg-config's flags for PREFIX's prism.pc
  --expect-error REGEX  the configure must fail with a message matching
                        REGEX; nothing is built
  --run PROGRAM         the program to run from DIR once built; it must exit
                        0 and find Prism's libraries in PREFIX/lib
  --expect-output REGEX its output must match REGEX
  --expect-targets T,T  its device images must be for exactly these targets
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys


def fail(message):
    print("run_project: " + message, file=sys.stderr)
    sys.exit(1)


def run(argv, **kwargs):
    print("+ " + " ".join(shlex.quote(a) for a in argv), flush=True)
    return subprocess.run(argv, text=True, **kwargs)


def configure(args):
    argv = [args.cmake, "-S", args.source, "-B", args.build,
            "-DCMAKE_PREFIX_PATH=" + args.prism]
    if args.generator:
        argv += ["-G", args.generator]
    argv += ["-D" + d for d in args.define]
    if not args.expect_error:
        if run(argv).returncode != 0:
            fail("the configure failed")
        return
    result = run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    print(result.stdout)
    if result.returncode == 0:
        fail("the configure succeeded; expected an error matching '%s'"
             % args.expect_error)
    # CMake wraps messages at the terminal width; compare with the lines
    # joined.
    output = " ".join(result.stdout.split())
    if not re.search(args.expect_error, output):
        fail("the configure failed without a message matching '%s'"
             % args.expect_error)
    sys.exit(0)


def build_with_cmake(args):
    if run([args.cmake, "--build", args.build]).returncode != 0:
        fail("the build failed")


def build_with_pkg_config(args):
    env = dict(os.environ,
               PKG_CONFIG_PATH=os.path.join(args.prism, "lib", "pkgconfig"))
    flags = run(["pkg-config", "--cflags", "--libs", "prism"], env=env,
                stdout=subprocess.PIPE, check=True).stdout.split()
    sources = sorted(os.path.join(args.source, f)
                     for f in os.listdir(args.source) if f.endswith(".cpp"))
    libdir = os.path.join(args.prism, "lib")
    argv = [os.environ.get("CXX", "g++"), "-std=c++17"] + sources + flags + [
        "-Wl,-rpath," + libdir, "-o", os.path.join(args.build, args.run)]
    if run(argv).returncode != 0:
        fail("the build with pkg-config's flags failed")


def check_libraries(args, program):
    """The program must load Prism's libraries from the tree under test, not
    from the build tree the tree was installed from."""
    ldd = run(["ldd", program], stdout=subprocess.PIPE, check=True).stdout
    libdir = os.path.realpath(os.path.join(args.prism, "lib"))
    for line in ldd.splitlines():
        match = re.match(r"\s*(lib(sycl|prism-[a-z-]+)\.so\S*) => (\S+)", line)
        if match and not os.path.realpath(match.group(3)).startswith(
                libdir + os.sep):
            fail("%s loads %s from %s, not from %s"
                 % (program, match.group(1), match.group(3), libdir))


def image_targets(args, program):
    """The targets of the device images in the program's container."""
    container = program + ".container"
    run(["objcopy", "-O", "binary", "--only-section=.hip_fatbin", program,
         container], check=True)
    dump = run([os.path.join(args.prism, "bin", "prism-offload-wrapper"),
                "--dump", container], stdout=subprocess.PIPE,
               check=True).stdout
    return sorted(set(re.findall(r"^\s*target: (\S+)", dump, re.M)))


def run_program(args):
    program = os.path.join(args.build, args.run)
    check_libraries(args, program)
    result = run([program], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    print(result.stdout)
    if result.returncode != 0:
        fail("%s exited with %d" % (args.run, result.returncode))
    if args.expect_output and not re.search(args.expect_output,
                                            result.stdout):
        fail("the output of %s does not match '%s'"
             % (args.run, args.expect_output))
    if args.expect_targets:
        expected = sorted(args.expect_targets.split(","))
        found = image_targets(args, program)
        if found != expected:
            fail("%s carries images for %s, expected %s"
                 % (args.run, ", ".join(found), ", ".join(expected)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--prism", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", required=True)
    parser.add_argument("--cmake")
    parser.add_argument("--generator")
    parser.add_argument("-D", dest="define", action="append", default=[])
    parser.add_argument("--expect-error")
    parser.add_argument("--run")
    parser.add_argument("--expect-output")
    parser.add_argument("--expect-targets")
    args = parser.parse_args()

    shutil.rmtree(args.build, ignore_errors=True)
    os.makedirs(args.build)
    if args.cmake:
        configure(args)
        build_with_cmake(args)
    else:
        build_with_pkg_config(args)
    if args.run:
        run_program(args)


if __name__ == "__main__":
    main()
