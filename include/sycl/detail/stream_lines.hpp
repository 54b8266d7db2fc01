//===- sycl/detail/stream_lines.hpp - A stream's line per work-item -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A sycl::stream keeps each work-item's unfinished line: its format flags
// and the text written since its last complete line (sycl/stream.hpp). In
// every kernel but a hierarchical one that line is a member of the stream,
// since each work-item runs on its own copy of the kernel functor
// (kernel_entry). The work-items of a hierarchical kernel share one copy
// in work-group memory (detail/hierarchical_launch.hpp), so there the
// runtime gives each stream of the functor a line per work-item in device
// memory: handler::parallel_for_work_group finds the stream's
// stream_work_item_lines in the functor's bytes by its tag, allocates
// Stride bytes per work-item of the launch, fills every line's header with
// a fresh one (a device fill with the header as its pattern, hence the
// header's 16 bytes and a stride that is a multiple of them), writes the
// address into Base and frees the memory once the kernel has finished. A
// work-item uses the line at Base + its global linear id * Stride.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_STREAM_LINES_HPP
#define SYCL_DETAIL_STREAM_LINES_HPP

#include "sycl/detail/stream_format.hpp"

namespace sycl {
namespace detail {

/// The start of a work-item's line; its text follows (StatementLimit + 1
/// bytes, with room for the terminating null that printing adds).
struct stream_line_header {
  unsigned short Length = 0;
  stream_format Format;
};
static_assert(sizeof(stream_line_header) == 16,
              "a fill pattern must be a power of two of at most 128 bytes");

/// The bytes a work-item's line takes in a hierarchical kernel.
constexpr unsigned long long stream_line_stride(unsigned StatementLimit) {
  constexpr unsigned long long Header = sizeof(stream_line_header);
  return (Header + StatementLimit + 1 + Header - 1) / Header * Header;
}

inline constexpr unsigned long long stream_lines_tag = 0x53454e494c4d5350ull;

/// Where the work-items of a hierarchical kernel keep their lines of a
/// stream; Base is null in every other kernel and on the host.
struct stream_work_item_lines {
  char *Base;
  unsigned long long Stride;
  unsigned long long Tag;
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_STREAM_LINES_HPP
