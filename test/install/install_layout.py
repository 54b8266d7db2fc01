"""What an install of Prism holds, shared by install_tree.py (cmake --install)
and check_deb.py (the .deb, under usr/).

Every installed file must match an ALLOWED pattern, so that a file that only
tests use (a fake driver, a test program, a static helper library) cannot
slip in; the REQUIRED files must all be there."""
import os
import re

ALLOWED = [
    r"bin/prism\+\+",
    r"bin/prism-ls",
    r"bin/prism-objdump",
    r"bin/prism-offload-wrapper",
    r"bin/prism-spirv-translate",
    r"bin/prism-device-link",
    r"lib/lib(sycl|prism-hip|prism-runtime)\.so(\.[0-9]+)*",
    r"lib/prism/(PrismFrontend|PrismPasses)\.so",
    r"lib/prism/libprism-plugin-[a-z0-9_]+\.so",
    r"lib/prism/devicelib-[a-z0-9_]+\.bc",
    r"lib/prism/prism-launch",
    r"lib/prism/include/.*\.(h|hpp|def)",
    r"lib/prism/include/cooperative_groups/[a-z_]+\.h",
    r"lib/cmake/Prism/Prism[A-Za-z]*\.cmake",
    r"lib/pkgconfig/prism\.pc",
]


def required(version):
    """The files every install has, for Prism version `version`."""
    major, minor = version.split(".")[:2]
    files = [
        "bin/prism++",
        "bin/prism-ls",
        "bin/prism-objdump",
        "bin/prism-offload-wrapper",
        "bin/prism-spirv-translate",
        "bin/prism-device-link",
        "lib/prism/PrismFrontend.so",
        "lib/prism/PrismPasses.so",
        "lib/prism/libprism-plugin-opencl.so",
        "lib/prism/libprism-plugin-cuda.so",
        "lib/prism/libprism-plugin-native_cpu.so",
        "lib/prism/devicelib-spir64.bc",
        "lib/prism/devicelib-native_cpu.bc",
        "lib/prism/devicelib-nvptx64.bc",
        "lib/prism/prism-launch",
        "lib/prism/include/sycl/sycl.hpp",
        "lib/prism/include/CL/sycl.hpp",
        "lib/prism/include/hip/hip_runtime.h",
        "lib/prism/include/cuda_runtime.h",
        "lib/cmake/Prism/PrismConfig.cmake",
        "lib/cmake/Prism/PrismConfigVersion.cmake",
        "lib/cmake/Prism/PrismOffloadSources.cmake",
        "lib/pkgconfig/prism.pc",
    ]
    for lib in ("sycl", "prism-hip", "prism-runtime"):
        base = "lib/lib%s.so" % lib
        files += [base, "%s.%s.%s" % (base, major, minor),
                  "%s.%s" % (base, version)]
    return files


def problems(files, version):
    """Messages for `files` (paths relative to the prefix): those no pattern
    allows, and the required ones missing."""
    allowed = re.compile("|".join("(?:%s)" % p for p in ALLOWED))
    found = set(files)
    messages = ["not a file Prism installs: " + f
                for f in sorted(found) if not allowed.fullmatch(f)]
    messages += ["missing: " + f for f in required(version) if f not in found]
    return messages


def files_under(prefix):
    """The files and links under `prefix`, relative to it."""
    result = []
    for root, dirs, names in os.walk(prefix):
        for name in names + [d for d in dirs
                             if os.path.islink(os.path.join(root, d))]:
            result.append(os.path.relpath(os.path.join(root, name), prefix))
    return sorted(result)
