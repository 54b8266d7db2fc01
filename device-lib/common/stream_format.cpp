//===- stream_format.cpp - sycl::stream's floating-point conversion -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Defines __prism_stream_floating (sycl/detail/stream_format.hpp): the
// decimal and hexadecimal conversion of doubles that sycl::stream writes.
// It is by far the largest part of a stream's code; compiled here once and
// kept out of line, it is neither copied into every output of a kernel nor
// left unoptimised in -O0 programs, either of which makes PoCL's kernel
// builds take minutes. Built for both targets.
//
//===----------------------------------------------------------------------===//
#include "sycl/detail/stream_format.hpp"
#include "prism/device/builtins.h"

namespace {

// Stores what fits of the text and counts all of it, as snprintf does.
struct buffer_sink {
  char *Out;
  unsigned Room;
  unsigned Count = 0;

  PRISM_DEVICE_FN void operator()(char C) {
    if (Count < Room)
      Out[Count] = C;
    ++Count;
  }
};

} // namespace

extern "C" PRISM_DEVICE_FN PRISM_SYCL_COLD unsigned
__prism_stream_floating(char *Out, unsigned Room, double Value,
                        const sycl::detail::stream_format *Format) {
  buffer_sink Sink{Out, Room};
  sycl::detail::write_floating(Sink, Value, *Format);
  return Sink.Count;
}
