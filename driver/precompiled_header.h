//===- precompiled_header.h - The precompiled sycl.hpp of a compile -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Half of a SYCL compile's time is parsing <sycl/sycl.hpp> and the standard
// headers it includes, once in each device compile and once in the host
// compile. prism++ precompiles it once per compile configuration (target,
// language mode, standard, macros, optimisation, include paths: every
// option of the compile but its source, output and compilation id) into the
// program cache's pch/ folder, and compiles each source with it
// (-include-pch). The frontend plugin checks that the source may use it
// (frontend/precompiled_header_check.h). A compile that fails with it, for
// that or any other reason, is run again without it, and only that run
// speaks: what a user sees of a failing compile is what it was before
// precompiled headers, and a Clang bug in reading a PCH costs time, never a
// build. C++17 compiles (the default) only; a stale file is rebuilt.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_PRECOMPILED_HEADER_H
#define PRISM_DRIVER_PRECOMPILED_HEADER_H

#include "command.h"
#include "toolchain.h"

#include <optional>
#include <string>

namespace prism::driver {

/// The cached precompiled sycl.hpp of one compile configuration.
struct PrecompiledHeader {
  std::string Pch;    // <cache>/pch/<key>.pch
  std::string Macros; // the macro names its headers look at, one per line

  /// Where the precompiled header of Compile's configuration lives, or
  /// nothing when the program cache is off (PRISM_CACHE_DISABLE=1) or has no
  /// folder. Compile is a device or host compile command, its action flag
  /// (-c, -emit-llvm) and what follows it included.
  static std::optional<PrecompiledHeader> of(const Command &Compile,
                                             const Toolchain &Tools);

  /// True when it is built; marks it used now, so that the program cache's
  /// size bound evicts other entries first. (A compile that was about to
  /// read one that is evicted fails and runs again without it, as for any
  /// failure with a precompiled header.)
  bool claim() const;
  /// Compile, reading this precompiled header.
  Command use(const Command &Compile) const;
  /// Makes the cache folder it is built in (not before: planning, as with
  /// -###, writes nothing); false when that fails.
  bool makeFolder() const;
  /// The command that builds it (into temporary names: commit() renames
  /// them), from Compile's configuration.
  Command build(const Command &Compile, const Toolchain &Tools) const;
  /// Renames what build() wrote into place, the macro list first, so that a
  /// compile that sees the .pch sees its list, and counts them toward the
  /// program cache's size bound (PRISM_CACHE_MAX_SIZE), which may evict the
  /// least recently used entries; false when build() wrote nothing usable.
  bool commit() const;
  /// Removes it and what a build left (a stale or refused file).
  void remove() const;
};

/// True when a failed compile's messages say that Clang found its
/// precompiled header stale (built before a header it holds changed) or
/// unreadable, rather than the plugin refusing it or the source failing.
bool isStalePrecompiledHeader(const std::string &StderrFile);

} // namespace prism::driver

#endif // PRISM_DRIVER_PRECOMPILED_HEADER_H
