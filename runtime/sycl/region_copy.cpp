//===- region_copy.cpp - Copies and fills of accessor regions -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "region_copy.h"

#include "core/commands.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

namespace sycl {
namespace detail {

namespace {

/// The byte address of element Index (in the region's own coordinates).
char *elementAddress(const buffer_region &R, char *Base, const size_t *Index) {
  size_t Linear = 0;
  for (int I = 0; I < R.Dimensions; ++I)
    Linear = Linear * R.MemoryRange[I] + R.Offset[I] + Index[I];
  return Base + Linear * R.ElementSize;
}

/// Calls Row(first element's address, elements) for each row of the region
/// (the last dimension), in order.
template <typename RowFn>
void forEachRow(const buffer_region &R, char *Base, RowFn Row) {
  size_t Index[3] = {0, 0, 0};
  const int Last = R.Dimensions - 1;
  size_t Rows = 1;
  for (int I = 0; I < Last; ++I)
    Rows *= R.Range[I];
  for (size_t N = 0; N < Rows; ++N) {
    size_t Rest = N;
    for (int I = Last - 1; I >= 0; --I) {
      Index[I] = Rest % R.Range[I];
      Rest /= R.Range[I];
    }
    Row(elementAddress(R, Base, Index), R.Range[Last]);
  }
}

} // namespace

bool isContiguous(const buffer_region &R) {
  int Outer = 0;
  while (Outer < R.Dimensions - 1 && R.Range[Outer] == 1)
    ++Outer;
  for (int I = Outer + 1; I < R.Dimensions; ++I)
    if (R.Range[I] != R.MemoryRange[I])
      return false;
  return true;
}

prism::EventRef copyRegion(prism::Queue &Queue, const buffer_region &Source,
                           char *SourceBase, const buffer_region &Destination,
                           char *DestinationBase,
                           const std::vector<prism::EventRef> &Deps) {
  const size_t Zero[3] = {0, 0, 0};
  if (isContiguous(Source) && isContiguous(Destination))
    return prism::Copy{elementAddress(Destination, DestinationBase, Zero),
                       elementAddress(Source, SourceBase, Zero),
                       Source.elements() * Source.ElementSize}
        .submit(Queue, Deps);
  // Row by row. A contiguous side is walked along as one run; two boxes
  // that are not are of one shape (the handler checked).
  auto rowsOf = [&](const buffer_region &R, char *Base) {
    std::vector<std::pair<char *, size_t>> Rows;
    if (isContiguous(R)) {
      Rows.push_back({elementAddress(R, Base, Zero), R.elements()});
      return Rows;
    }
    forEachRow(R, Base, [&](char *Row, size_t Elements) {
      Rows.push_back({Row, Elements});
    });
    return Rows;
  };
  std::vector<std::pair<char *, size_t>> From = rowsOf(Source, SourceBase),
                                         To = rowsOf(Destination,
                                                     DestinationBase);
  const size_t Size = Source.ElementSize;
  prism::EventRef Last;
  size_t F = 0, T = 0, FDone = 0, TDone = 0;
  for (size_t Left = Source.elements(); Left;) {
    size_t Run = std::min({From[F].second - FDone, To[T].second - TDone, Left});
    Last = prism::Copy{To[T].first + TDone * Size, From[F].first + FDone * Size,
                       Run * Size}
               .submit(Queue, Deps);
    Left -= Run;
    if ((FDone += Run) == From[F].second)
      ++F, FDone = 0;
    if ((TDone += Run) == To[T].second)
      ++T, TDone = 0;
  }
  return Last;
}

prism::EventRef fillRegion(prism::Queue &Queue,
                           const buffer_region &Destination, char *Base,
                           const void *Pattern, size_t PatternSize,
                           const std::vector<prism::EventRef> &Deps) {
  // Pattern sizes the plugins fill (plugin.h, enqueue_fill); others are a
  // copy of a host image of the row, waited for so that it outlives it.
  const bool Native =
      PatternSize <= 128 && (PatternSize & (PatternSize - 1)) == 0;
  auto fillRun = [&](char *At, size_t Elements) {
    if (Native)
      return prism::Fill{At, Pattern, PatternSize, Elements * PatternSize}
          .submit(Queue, Deps);
    std::vector<char> Image(Elements * PatternSize);
    for (size_t I = 0; I < Elements; ++I)
      std::memcpy(Image.data() + I * PatternSize, Pattern, PatternSize);
    prism::EventRef Done =
        prism::Copy{At, Image.data(), Image.size()}.submit(Queue, Deps);
    Done->wait();
    return Done;
  };
  const size_t Zero[3] = {0, 0, 0};
  if (isContiguous(Destination))
    return fillRun(elementAddress(Destination, Base, Zero),
                   Destination.elements());
  prism::EventRef Last;
  forEachRow(Destination, Base, [&](char *Row, size_t Elements) {
    Last = fillRun(Row, Elements);
  });
  return Last;
}

} // namespace detail
} // namespace sycl
