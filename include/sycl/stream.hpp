//===- sycl/stream.hpp - sycl::stream, an output stream for kernels -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's stream: a kernel writes text with operator<< and manipulators
// as to a std::ostream, and it appears on the host's standard output.
//
// Each work-item formats its output into a line of its own, a statement
// buffer with the format flags, and hands finished text to the device printf
// in one call, printf("%s", statement), so text printed at once never mixes
// with another work-item's. The line is a member of the work-item's own copy
// of the stream (the kernel functor is copied per work-item, see
// kernel_entry), except in a hierarchical kernel, whose work-items share one
// copy: there the runtime gives each work-item a line in device memory
// (sycl/detail/stream_lines.hpp), which the work-group scope's output uses
// too, as that of the group's first work-item. Output is line-buffered: the
// lines an output completes (a newline in a string, sycl::endl) are printed
// together, as is everything buffered at sycl::flush. An output that does not
// fit in the work-item buffer size (at most StatementCapacity - 1 characters)
// starts a new statement, the full one being printed first; one longer than the
// buffer is cut. Text after a work-item's last newline, endl or flush is
// printed when the work-item ends: kernel_entry destroys the work-item's copy
// of the functor, and with it the stream, whose destructor flushes the
// work-item's line. (Every other copy, such as the one the host keeps, holds no
// text.) The total buffer size is not enforced; the device's printf buffer
// bounds a kernel's output instead.
//
// The state lives in the stream object, mutable, as the spec's operator<<
// takes a const stream: outside hierarchical kernels, no runtime support.
// Numbers are written as std::ostream writes them under the same flags
// (sycl/detail/stream_format.hpp); bool as true or false, pointers in
// hexadecimal with 0x, and signed and unsigned char as numbers, as in DPC++.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_STREAM_HPP
#define SYCL_STREAM_HPP

#include "prism/device/printf.h"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/detail/stream_format.hpp"
#include "sycl/detail/stream_lines.hpp"
#include "sycl/group.hpp"
#include "sycl/h_item.hpp"
#include "sycl/half.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/multi_ptr.hpp"
#include "sycl/nd_item.hpp"
#include "sycl/nd_range.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"
#include "sycl/vec.hpp"

#include <cstddef>
#include <type_traits>

namespace sycl {

class handler;

enum class stream_manipulator {
  dec = 0,
  hex = 1,
  oct = 2,
  noshowbase = 3,
  showbase = 4,
  noshowpos = 5,
  showpos = 6,
  endl = 7,
  flush = 8,
  fixed = 9,
  scientific = 10,
  hexfloat = 11,
  defaultfloat = 12
};

inline constexpr stream_manipulator dec = stream_manipulator::dec;
inline constexpr stream_manipulator hex = stream_manipulator::hex;
inline constexpr stream_manipulator oct = stream_manipulator::oct;
inline constexpr stream_manipulator noshowbase = stream_manipulator::noshowbase;
inline constexpr stream_manipulator showbase = stream_manipulator::showbase;
inline constexpr stream_manipulator noshowpos = stream_manipulator::noshowpos;
inline constexpr stream_manipulator showpos = stream_manipulator::showpos;
inline constexpr stream_manipulator endl = stream_manipulator::endl;
inline constexpr stream_manipulator flush = stream_manipulator::flush;
inline constexpr stream_manipulator fixed = stream_manipulator::fixed;
inline constexpr stream_manipulator scientific = stream_manipulator::scientific;
inline constexpr stream_manipulator hexfloat = stream_manipulator::hexfloat;
inline constexpr stream_manipulator defaultfloat =
    stream_manipulator::defaultfloat;

// The spec's names for what setprecision and setw return.
class __precision_manipulator__ {
public:
  explicit __precision_manipulator__(int Precision) : Precision(Precision) {}
  int precision() const { return Precision; }

private:
  int Precision;
};

class __width_manipulator__ {
public:
  explicit __width_manipulator__(int Width) : Width(Width) {}
  int width() const { return Width; }

private:
  int Width;
};

inline __precision_manipulator__ setprecision(int Precision) {
  return __precision_manipulator__(Precision);
}
inline __width_manipulator__ setw(int Width) {
  return __width_manipulator__(Width);
}

namespace detail {
struct stream_output;

/// A number no other stream of the program has: what tells streams apart,
/// since a stream and its copies (the kernel's) are one stream.
inline unsigned long new_stream_identity() {
  static unsigned long Last = 0;
  return __atomic_add_fetch(&Last, 1, __ATOMIC_RELAXED);
}
} // namespace detail

class stream {
public:
  /// The longest statement a work-item can hold, with its terminating null:
  /// a larger work-item buffer size is cut to this. The buffer travels in
  /// the kernel's argument, which OpenCL devices may limit to 1 KiB.
  static constexpr size_t StatementCapacity = 256;

  stream(size_t TotalBufferSize, size_t WorkItemBufferSize, handler &,
         const property_list & = {})
      : Identity(detail::new_stream_identity()),
        TotalBufferSize(TotalBufferSize),
        WorkItemBufferSize(WorkItemBufferSize),
        StatementLimit(
            WorkItemBufferSize == 0 ? 1
            : WorkItemBufferSize < StatementCapacity
                ? static_cast<unsigned short>(WorkItemBufferSize)
                : static_cast<unsigned short>(StatementCapacity - 1)),
        WorkItemLines{nullptr, detail::stream_line_stride(StatementLimit),
                      detail::stream_lines_tag} {}

  // Copies are bytes, as kernel functors travel to the device; only the
  // destructor does something (see above).
  stream(const stream &) = default;
  stream &operator=(const stream &) = default;
  PRISM_SYCL_HOST_DEVICE ~stream();

  size_t size() const noexcept { return TotalBufferSize; }
  size_t get_work_item_buffer_size() const { return WorkItemBufferSize; }
  [[deprecated("use size()")]] size_t get_size() const { return size(); }
  [[deprecated("use get_work_item_buffer_size()")]] size_t
  get_max_statement_size() const {
    return get_work_item_buffer_size();
  }

  // The calling work-item's flags.
  size_t get_precision() const;
  size_t get_width() const;
  /// The floating-point notation, as the manipulator that chose it.
  stream_manipulator get_stream_mode() const;

  /// A stream equals its copies (SYCL's common reference semantics).
  friend bool operator==(const stream &L, const stream &R) {
    return L.Identity == R.Identity;
  }
  friend bool operator!=(const stream &L, const stream &R) { return !(L == R); }

private:
  friend struct detail::stream_output;
  friend struct std::hash<stream>;

  unsigned long Identity;
  size_t TotalBufferSize;
  size_t WorkItemBufferSize;
  unsigned short StatementLimit;
  detail::stream_work_item_lines WorkItemLines;
  // The work-item's line where its copy of the stream is its own.
  mutable detail::stream_line_header Line;
  mutable char Statement[StatementCapacity] = {};
};

namespace detail {

/// Where the characters of a field go: stored at Out while Room lasts, and
/// counted (with Room 0, a sink only measures). One sink type for every
/// field, so that each writer is compiled once per value type.
struct field_sink {
  char *Out;
  unsigned Room;
  unsigned Count = 0;

  void operator()(char C) {
    if (Count < Room)
      Out[Count] = C;
    ++Count;
  }

  /// Value as write_floating writes it, by the device library's copy.
  PRISM_SYCL_HOST_DEVICE void floating(double Value,
                                       const stream_format &Format) {
    const unsigned Left = Count < Room ? Room - Count : 0;
    Count += __prism_stream_floating(Left ? Out + Count : nullptr, Left, Value,
                                     &Format);
  }
};

/// A field's length and the spaces that pad it to the width.
struct field_size {
  unsigned Padding;
  unsigned Length;
};

/// A work-item's line of a stream, where the operators find it.
struct stream_line {
  stream_line_header *Header;
  char *Text; // the statement
};

/// What the operators do to a stream. PoCL serves printf and the work-item
/// queries only in code it inlines into the kernel (see the OpenCL plugin),
/// and every function from which they are reachable is inlined at each
/// output: so only line, write_field and print, which are small, reach
/// them, and the work is in functions that are not inlined.
struct stream_output {
  /// The calling work-item's line: in a hierarchical kernel the one the
  /// runtime gave it, elsewhere the stream's own.
  PRISM_SYCL_HOST_DEVICE static stream_line line(const stream &Out) {
#ifdef __SYCL_DEVICE_ONLY__
    if (char *Base = Out.WorkItemLines.Base) {
      const size_t WorkItem = (__prism_global_id(2) * __prism_global_size(1) +
                               __prism_global_id(1)) *
                                  __prism_global_size(0) +
                              __prism_global_id(0);
      char *At = Base + WorkItem * Out.WorkItemLines.Stride;
      return {reinterpret_cast<stream_line_header *>(At),
              At + sizeof(stream_line_header)};
    }
#endif
    return {&Out.Line, Out.Statement};
  }

  /// Appends Write's field (Write is called with a field_sink), padded on
  /// the left to the width, which then returns to zero. A field that does
  /// not fit in the room left starts a new statement (one longer than a
  /// whole statement is cut), and the lines it completes are printed.
  template <typename WriterT>
  static void write_field(const stream &Out, const WriterT &Write) {
    const stream_line Line = line(Out);
    const field_size Size = measure(Line.Header->Format, Write);
    if (Line.Header->Length + Size.Padding + Size.Length > Out.StatementLimit)
      print(Line, Line.Header->Length);
    print(Line, append(Line, Out.StatementLimit, Write, Size));
  }

  /// Prints the first Count characters of the statement with one device
  /// printf and keeps the rest for the next statement.
  PRISM_SYCL_HOST_DEVICE static void print(const stream_line &Line,
                                           unsigned Count) {
    if (Count == 0)
      return;
    const char Next = Line.Text[Count];
    Line.Text[Count] = '\0';
    PRISM_DEVICE_PRINTF("%s", Line.Text);
    Line.Text[Count] = Next;
    drop(Line, Count);
  }

  /// Prints all of the calling work-item's statement.
  PRISM_SYCL_HOST_DEVICE static void flush(const stream &Out) {
    const stream_line Line = line(Out);
    print(Line, Line.Header->Length);
  }

  /// The calling work-item's flags.
  PRISM_SYCL_HOST_DEVICE static stream_format &format(const stream &Out) {
    return line(Out).Header->Format;
  }

private:
  template <typename WriterT>
  PRISM_SYCL_COLD static field_size measure(const stream_format &Format,
                                            const WriterT &Write) {
    field_sink Measure{nullptr, 0};
    Write(Measure);
    const unsigned Width = Format.Width > 0 ? Format.Width : 0;
    return {Width > Measure.Count ? Width - Measure.Count : 0, Measure.Count};
  }

  /// Appends what fits of the field below Limit characters and returns how
  /// many characters of the statement are complete lines.
  template <typename WriterT>
  PRISM_SYCL_COLD static unsigned append(const stream_line &Line,
                                         unsigned Limit, const WriterT &Write,
                                         const field_size &Size) {
    stream_line_header &Header = *Line.Header;
    const unsigned Room = Limit - Header.Length;
    field_sink Sink{Line.Text + Header.Length, Room};
    for (unsigned I = 0; I < Size.Padding; ++I)
      Sink(' ');
    Write(Sink);
    Header.Length += Sink.Count < Room ? Sink.Count : Room;
    Header.Format.Width = 0;
    unsigned Lines = Header.Length;
    while (Lines > 0 && Line.Text[Lines - 1] != '\n')
      --Lines;
    return Lines;
  }

  /// Removes the first Count characters of the statement.
  PRISM_SYCL_COLD static void drop(const stream_line &Line, unsigned Count) {
    stream_line_header &Header = *Line.Header;
    for (unsigned I = Count; I < Header.Length; ++I)
      Line.Text[I - Count] = Line.Text[I];
    Header.Length -= Count;
  }
};

/// {a, b, c}, in decimal whatever the stream's flags, as in DPC++.
template <typename Sink, typename IndexT>
void write_index(Sink &Put, const IndexT &Index, int Dimensions) {
  Put('{');
  for (int I = 0; I < Dimensions; ++I) {
    if (I > 0)
      write_text(Put, ", ");
    write_integer(Put, Index[I], stream_format());
  }
  Put('}');
}

template <int Dimensions, bool WithOffset>
void write_item(field_sink &Put, const item<Dimensions, WithOffset> &Item) {
  write_text(Put, "item(range: ");
  write_index(Put, Item.get_range(), Dimensions);
  write_text(Put, ", id: ");
  write_index(Put, Item.get_id(), Dimensions);
  if constexpr (WithOffset) {
    write_text(Put, ", offset: ");
    write_index(Put, Item.get_offset(), Dimensions);
  }
  Put(')');
}

/// One element of a vec under the stream's flags: char as a character,
/// other integers as numbers, half, float and double as floating point.
template <typename T>
void write_element(field_sink &Put, const T &Value,
                   const stream_format &Format) {
  if constexpr (std::is_same_v<T, char>)
    Put(Value);
  else if constexpr (std::is_integral_v<T>)
    write_integer(Put, Value, Format);
  else
    Put.floating(static_cast<double>(Value), Format);
}

} // namespace detail

// The host's copies never hold text, and the host has no device printf.
PRISM_SYCL_HOST_DEVICE inline stream::~stream() {
#ifdef __SYCL_DEVICE_ONLY__
  detail::stream_output::flush(*this);
#endif
}

inline size_t stream::get_precision() const {
  return detail::stream_output::format(*this).Precision;
}

inline size_t stream::get_width() const {
  return detail::stream_output::format(*this).Width;
}

inline stream_manipulator stream::get_stream_mode() const {
  switch (detail::stream_output::format(*this).Notation) {
  case detail::float_notation::fixed:
    return stream_manipulator::fixed;
  case detail::float_notation::scientific:
    return stream_manipulator::scientific;
  case detail::float_notation::hex:
    return stream_manipulator::hexfloat;
  case detail::float_notation::general:
    break;
  }
  return stream_manipulator::defaultfloat;
}

inline const stream &operator<<(const stream &Out, char C) {
  detail::stream_output::write_field(Out,
                                     [C](detail::field_sink &Put) { Put(C); });
  return Out;
}

inline const stream &operator<<(const stream &Out, const char *Text) {
  detail::stream_output::write_field(Out, [Text](detail::field_sink &Put) {
    if (Text)
      detail::write_text(Put, Text);
  });
  return Out;
}

inline const stream &operator<<(const stream &Out, bool Value) {
  return Out << (Value ? "true" : "false");
}

/// Every integer type but bool and char, which print as words and as a
/// character.
template <typename T>
std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> &&
                     !std::is_same_v<T, char>,
                 const stream &>
operator<<(const stream &Out, const T &Value) {
  const detail::stream_format &Format = detail::stream_output::format(Out);
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_integer(Put, Value, Format);
  });
  return Out;
}

inline const stream &operator<<(const stream &Out, double Value) {
  const detail::stream_format &Format = detail::stream_output::format(Out);
  detail::stream_output::write_field(
      Out, [&](detail::field_sink &Put) { Put.floating(Value, Format); });
  return Out;
}

inline const stream &operator<<(const stream &Out, float Value) {
  return Out << static_cast<double>(Value);
}

inline const stream &operator<<(const stream &Out, half Value) {
  return Out << static_cast<float>(Value);
}

/// {a, b, ...}, each element under the stream's flags, as in DPC++.
template <typename T, int N>
const stream &operator<<(const stream &Out, const vec<T, N> &Value) {
  const detail::stream_format &Format = detail::stream_output::format(Out);
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    Put('{');
    for (int I = 0; I < N; ++I) {
      if (I > 0)
        detail::write_text(Put, ", ");
      detail::write_element(Put, Value[I], Format);
    }
    Put('}');
  });
  return Out;
}

template <typename T>
const stream &operator<<(const stream &Out, const T *Pointer) {
  detail::stream_format Format;
  Format.Base = 16;
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_text(Put, "0x");
    detail::write_integer(Put, reinterpret_cast<size_t>(Pointer), Format);
  });
  return Out;
}

/// The address, as a pointer is written.
template <typename ElementType, access::address_space Space,
          access::decorated DecorateAddress>
const stream &
operator<<(const stream &Out,
           const multi_ptr<ElementType, Space, DecorateAddress> &Pointer) {
  return Out << static_cast<const ElementType *>(Pointer.get_raw());
}

inline const stream &operator<<(const stream &Out,
                                stream_manipulator Manipulator) {
  detail::stream_format &Format = detail::stream_output::format(Out);
  switch (Manipulator) {
  case stream_manipulator::dec:
    Format.Base = 10;
    break;
  case stream_manipulator::hex:
    Format.Base = 16;
    break;
  case stream_manipulator::oct:
    Format.Base = 8;
    break;
  case stream_manipulator::noshowbase:
  case stream_manipulator::showbase:
    Format.ShowBase = Manipulator == stream_manipulator::showbase;
    break;
  case stream_manipulator::noshowpos:
  case stream_manipulator::showpos:
    Format.ShowPos = Manipulator == stream_manipulator::showpos;
    break;
  case stream_manipulator::endl: {
    // As std::endl, it writes no field and leaves the width alone.
    const int Width = Format.Width;
    Format.Width = 0;
    Out << '\n';
    Format.Width = Width;
    break;
  }
  case stream_manipulator::flush:
    detail::stream_output::flush(Out);
    break;
  case stream_manipulator::fixed:
    Format.Notation = detail::float_notation::fixed;
    break;
  case stream_manipulator::scientific:
    Format.Notation = detail::float_notation::scientific;
    break;
  case stream_manipulator::hexfloat:
    Format.Notation = detail::float_notation::hex;
    break;
  case stream_manipulator::defaultfloat:
    Format.Notation = detail::float_notation::general;
    break;
  }
  return Out;
}

inline const stream &operator<<(const stream &Out,
                                const __precision_manipulator__ &Precision) {
  detail::stream_output::format(Out).Precision = Precision.precision();
  return Out;
}

inline const stream &operator<<(const stream &Out,
                                const __width_manipulator__ &Width) {
  detail::stream_output::format(Out).Width = Width.width();
  return Out;
}

template <int Dimensions>
const stream &operator<<(const stream &Out, const id<Dimensions> &Index) {
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_index(Put, Index, Dimensions);
  });
  return Out;
}

template <int Dimensions>
const stream &operator<<(const stream &Out, const range<Dimensions> &Extent) {
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_index(Put, Extent, Dimensions);
  });
  return Out;
}

/// item(range: {..}, id: {..}, offset: {..}), as in DPC++; an item
/// without an offset has no offset part.
template <int Dimensions, bool WithOffset>
const stream &operator<<(const stream &Out,
                         const item<Dimensions, WithOffset> &Item) {
  detail::stream_output::write_field(
      Out, [&](detail::field_sink &Put) { detail::write_item(Put, Item); });
  return Out;
}

/// h_item(, then the global, logical local and physical local items on
/// lines of their own, indented, and ) on the last, as in DPC++.
template <int Dimensions>
const stream &operator<<(const stream &Out, const h_item<Dimensions> &Item) {
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_text(Put, "h_item(\n  global ");
    detail::write_item(Put, Item.get_global());
    detail::write_text(Put, "\n  logical local ");
    detail::write_item(Put, Item.get_logical_local());
    detail::write_text(Put, "\n  physical local ");
    detail::write_item(Put, Item.get_physical_local());
    detail::write_text(Put, "\n)");
  });
  return Out;
}

/// nd_range(global_range: {..}, local_range: {..}, offset: {..}).
template <int Dimensions>
const stream &operator<<(const stream &Out, const nd_range<Dimensions> &Range) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  const id<Dimensions> Offset = Range.get_offset();
#pragma clang diagnostic pop
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_text(Put, "nd_range(global_range: ");
    detail::write_index(Put, Range.get_global_range(), Dimensions);
    detail::write_text(Put, ", local_range: ");
    detail::write_index(Put, Range.get_local_range(), Dimensions);
    detail::write_text(Put, ", offset: ");
    detail::write_index(Put, Offset, Dimensions);
    Put(')');
  });
  return Out;
}

// The work-item queries run before the field is written: the writers are
// not inlined into the kernel, and PoCL answers work-item queries only in
// code that is.

/// nd_item(global_id: {..}, local_id: {..}), as in DPC++.
template <int Dimensions>
const stream &operator<<(const stream &Out, const nd_item<Dimensions> &Item) {
  const id<Dimensions> Global = Item.get_global_id();
  const id<Dimensions> Local = Item.get_local_id();
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_text(Put, "nd_item(global_id: ");
    detail::write_index(Put, Global, Dimensions);
    detail::write_text(Put, ", local_id: ");
    detail::write_index(Put, Local, Dimensions);
    Put(')');
  });
  return Out;
}

/// group(id: {..}, local_range: {..}, group_range: {..}).
template <int Dimensions>
const stream &operator<<(const stream &Out, const group<Dimensions> &Group) {
  const id<Dimensions> Id = Group.get_group_id();
  const range<Dimensions> Local = Group.get_local_range();
  const range<Dimensions> Groups = Group.get_group_range();
  detail::stream_output::write_field(Out, [&](detail::field_sink &Put) {
    detail::write_text(Put, "group(id: ");
    detail::write_index(Put, Id, Dimensions);
    detail::write_text(Put, ", local_range: ");
    detail::write_index(Put, Local, Dimensions);
    detail::write_text(Put, ", group_range: ");
    detail::write_index(Put, Groups, Dimensions);
    Put(')');
  });
  return Out;
}

} // namespace sycl

template <> struct std::hash<sycl::stream> {
  size_t operator()(const sycl::stream &S) const noexcept {
    return std::hash<unsigned long>()(S.Identity);
  }
};

#endif // SYCL_STREAM_HPP
