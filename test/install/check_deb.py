#!/usr/bin/env python3
"""Builds the Debian package from the build tree (cpack -G DEB), checks it,
installs it into a throwaway root and compiles and runs a program with the
prism++ installed there.

usage: check_deb.py --cpack CPACK --build DIR --work DIR --version V
                    --program DIR --cmake CMAKE --cmake-project DIR
                    [--tool PATH]...

Checks, from dpkg-deb -I and -c:
  - every file is under /usr and is one Prism installs (install_layout.py);
  - Depends names the package of every library that the package's binaries
    need and do not carry themselves, and of every --tool (the programs
    prism++ runs), as dpkg -S finds them on this machine.
Then dpkg installs it into <work>/root (not the machine's /usr) with a copy
of this machine's package database, so dpkg checks Depends against what
is installed here; the installed prism-ls must list a device, the
installed prism++ must build the sources of --program into a program that
runs, and find_package(Prism) must find the package with no hint but
<root>/usr as CMake's system prefix (as /usr is), for --cmake-project, a
project of one program that needs no argument."""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from install_layout import problems


def fail(message):
    print("check_deb: " + message, file=sys.stderr)
    sys.exit(1)


def output(argv, **kwargs):
    return subprocess.run(argv, stdout=subprocess.PIPE, text=True, check=True,
                          **kwargs).stdout


def build_package(args):
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    subprocess.run([args.cpack, "-G", "DEB", "--config",
                    os.path.join(args.build, "CPackConfig.cmake"), "-B",
                    args.work], check=True, stdout=subprocess.DEVNULL)
    packages = glob.glob(os.path.join(args.work, "prism_*.deb"))
    if len(packages) != 1:
        fail("expected one prism_*.deb in %s, found %s"
             % (args.work, packages))
    return packages[0]


def dependencies(deb):
    """The package names of the Depends field, alternatives included."""
    field = output(["dpkg-deb", "-f", deb, "Depends"])
    print("Depends: " + field.strip())
    names = set()
    for alternative in re.split(r"[,|]", field):
        name = alternative.split("(")[0].strip()
        if name:
            names.add(name)
    return names


def check_contents(deb, version):
    listing = output(["dpkg-deb", "-c", deb])
    files = []
    for line in listing.splitlines():
        path = line.split()[5]
        if path.endswith("/"):
            continue
        if not path.startswith("./usr/"):
            fail("%s installs %s, outside /usr"
                 % (os.path.basename(deb), path))
        files.append(path[len("./usr/"):])
    messages = problems(files, version)
    if messages:
        fail("; ".join(messages))


def owning_packages(paths):
    """Maps each of `paths` to the package dpkg says owns it (or the file it
    names, with or without /usr: Debian 12 merged /lib into /usr/lib); one
    dpkg -S for all, as each reads the whole database."""
    candidates = {}
    for path in paths:
        names = {path, os.path.realpath(path)}
        for name in list(names):
            names.add(name[len("/usr"):] if name.startswith("/usr/")
                      else "/usr" + name)
        for name in names:
            candidates.setdefault(name, set()).add(path)
    result = subprocess.run(["dpkg", "-S"] + sorted(candidates), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    owners = {}
    for line in result.stdout.splitlines():
        package, _, name = line.partition(": ")
        for path in candidates.get(name, ()):
            owners[path] = package.split(",")[0].split(":")[0].strip()
    return owners


def resolved_libraries(path):
    """The libraries `path` loads and where from, as ldd finds them."""
    paths = {}
    for line in output(["ldd", path]).splitlines():
        match = re.match(r"\s*(\S+) => (/\S+)", line)
        if match:
            paths[match.group(1)] = match.group(2)
        elif re.match(r"\s*/\S+ \(", line):  # the loader itself
            loader = line.split()[0]
            paths[os.path.basename(loader)] = loader
    return paths


def needed_libraries(root):
    """Where the libraries that the ELF files under root/usr need and the
    package does not carry are on this machine, with a file needing each."""
    carried = set()
    elf_files = []
    for directory, _, names in os.walk(os.path.join(root, "usr")):
        for name in names:
            path = os.path.join(directory, name)
            carried.add(name)
            with open(path, "rb") as f:
                if not os.path.islink(path) and f.read(4) == b"\x7fELF":
                    elf_files.append(path)
    needed = {}
    for path in elf_files:
        dump = output(["objdump", "-p", path])
        paths = resolved_libraries(path)
        for library in re.findall(r"^\s*NEEDED\s+(\S+)", dump, re.M):
            if library in carried:
                continue
            if library not in paths:
                fail("%s needs %s, which ldd does not find" % (path, library))
            needed.setdefault(paths[library], path)
    return needed


def check_depends(depends, root, tools):
    """Each needed library's and each tool's package must be in Depends."""
    needed = needed_libraries(root)
    needed.update({tool: "prism++" for tool in tools})
    owners = owning_packages(needed)
    missing = []
    for path, user in sorted(needed.items()):
        if path not in owners:
            fail("no package owns %s, which %s needs" % (path, user))
        if owners[path] not in depends:
            missing.append("%s (%s, for %s)" % (owners[path], path, user))
    if missing:
        fail("Depends lacks " + ", ".join(missing))


def install_into_throwaway_root(deb, work):
    """dpkg -i into work/root with a copy of this machine's database, which
    makes dpkg check Depends against the packages installed here."""
    root = os.path.join(work, "root")
    admin = os.path.join(work, "dpkg")
    for d in ("info", "updates", "triggers"):
        os.makedirs(os.path.join(admin, d))
    os.makedirs(root)
    shutil.copy("/var/lib/dpkg/status", admin)
    open(os.path.join(admin, "available"), "w").close()
    result = subprocess.run(
        ["dpkg", "--force-not-root", "--instdir=" + root,
         "--admindir=" + admin, "-i", deb],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # The copied database lists no files of the machine's packages, which
    # dpkg warns about once per package.
    print("\n".join(line for line in result.stdout.splitlines()
                    if "files list file for package" not in line))
    if result.returncode != 0:
        fail("dpkg -i into %s failed" % root)
    return root


def run_installed(root, program_dir, work):
    usr = os.path.join(root, "usr")
    devices = subprocess.run([os.path.join(usr, "bin", "prism-ls")],
                             stdout=subprocess.PIPE, text=True)
    print(devices.stdout)
    if devices.returncode != 0 or not devices.stdout.strip():
        fail("the installed prism-ls lists no device")
    sources = sorted(glob.glob(os.path.join(program_dir, "*.cpp")))
    program = os.path.join(work, "program")
    subprocess.run([os.path.join(usr, "bin", "prism++"), "-fsycl"] + sources +
                   ["-o", program], check=True)
    result = subprocess.run([program], stdout=subprocess.PIPE, text=True)
    print(result.stdout)
    if result.returncode != 0:
        fail("the program built by the installed prism++ failed")


def build_cmake_project(args, root):
    build = os.path.join(args.work, "cmake-project")
    subprocess.run([args.cmake, "-S", args.cmake_project, "-B", build,
                    "-DCMAKE_CXX_COMPILER=g++",
                    "-DCMAKE_SYSTEM_PREFIX_PATH=" + os.path.join(root, "usr")],
                   check=True)
    subprocess.run([args.cmake, "--build", build], check=True)
    programs = [f for f in os.listdir(build)
                if os.access(os.path.join(build, f), os.X_OK)
                and os.path.isfile(os.path.join(build, f))]
    if len(programs) != 1:
        fail("expected one program in %s, found %s" % (build, programs))
    if subprocess.run([os.path.join(build, programs[0])]).returncode != 0:
        fail("the program of %s failed" % args.cmake_project)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cpack", required=True)
    parser.add_argument("--build", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--program", required=True)
    parser.add_argument("--cmake", required=True)
    parser.add_argument("--cmake-project", required=True)
    parser.add_argument("--tool", action="append", default=[])
    args = parser.parse_args()

    deb = build_package(args)
    print(output(["dpkg-deb", "-I", deb]))
    depends = dependencies(deb)
    check_contents(deb, args.version)
    root = install_into_throwaway_root(deb, args.work)
    check_depends(depends, root, args.tool)
    run_installed(root, args.program, args.work)
    build_cmake_project(args, root)


if __name__ == "__main__":
    main()
