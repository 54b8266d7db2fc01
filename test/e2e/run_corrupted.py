#!/usr/bin/env python3
"""Runs a copy of an executable whose Prism image container was damaged, and
checks the program fails by itself (no signal) with a message matching a
regex.

usage: run_corrupted.py <container|image|ptx|native> <executable> <copy>
                        <regex>

container: flips one byte past the container header, so only the checksum
           can notice: the runtime must refuse the container at registration.
image:     flips the first byte of the SPIR-V image and fixes the
           checksum, so the container is valid but the image is not: the
           device build fails and the program gets a sycl::exception naming
           the kernel and carrying the build log.
ptx:       writes "syntax error" over the start of the PTX image and fixes
           the checksum: the CUDA JIT refuses it, and the program gets a
           sycl::exception carrying the JIT log.
native:    flips the first byte of the native CPU image (its ELF magic) and
           fixes the checksum: the native_cpu plugin refuses to load it."""
import os
import re
import struct
import subprocess
import sys

HEADER_SIZE = 32
IMAGE_RECORD_SIZE = 80  # sizeof(prism_image_record)
FORMAT_SPIRV = 1
FORMAT_PTX = 2
FORMAT_NATIVE_CPU = 3


def fnv1a64(chunks):
    h = 0xCBF29CE484222325
    for chunk in chunks:
        for b in chunk:
            h ^= b
            h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


mode, source, corrupted, pattern = sys.argv[1:5]
data = bytearray(open(source, "rb").read())
start = data.find(b"PRISMFB1")
if start < 0:
    sys.exit("no Prism container in " + source)
if mode == "container":
    data[start + HEADER_SIZE + 40] ^= 0x5A
elif mode in ("image", "ptx", "native"):
    wanted = {"image": FORMAT_SPIRV, "ptx": FORMAT_PTX,
              "native": FORMAT_NATIVE_CPU}[mode]
    total = struct.unpack_from("<Q", data, start + 16)[0]
    image_count = struct.unpack_from("<I", data, start + 12)[0]
    records = [start + HEADER_SIZE + i * IMAGE_RECORD_SIZE for i in range(image_count)]
    found = [r for r in records if struct.unpack_from("<I", data, r)[0] == wanted]
    if not found:
        sys.exit("no image of format %d in %s" % (wanted, source))
    image = start + struct.unpack_from("<Q", data, found[0] + 40)[0]
    if mode in ("image", "native"):
        data[image] ^= 0xFF
    else:
        data[image:image + 12] = b"syntax error"
    container = data[start:start + total]
    checksum = fnv1a64([container[0:24], container[HEADER_SIZE:]])
    struct.pack_into("<Q", data, start + 24, checksum)
else:
    sys.exit("unknown mode " + mode)
with open(corrupted, "wb") as f:
    f.write(data)
os.chmod(corrupted, 0o755)
result = subprocess.run([corrupted], capture_output=True, text=True)
output = result.stdout + result.stderr
print(output)
if result.returncode < 0:
    sys.exit("FAIL: the damaged executable died of signal %d" % -result.returncode)
if result.returncode == 0:
    sys.exit("FAIL: the damaged executable succeeded")
if not re.search(pattern, output, re.S):
    sys.exit("FAIL: the output does not match '%s'" % pattern)
print("PASS")
