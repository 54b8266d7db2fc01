//===- compilation.h - One prism++ invocation, stage by stage -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Turns Options into the commands of the flow in docs/design.md. run()
// lists the stages (stages/stages.h) in their order: per source a device
// compile per target and a host compile; with -c the fat objects; for a
// link, the device code of fat inputs unbundled, then per target the device
// link and the post-link passes (which split the device code as
// -fsycl-device-code-split asks), per part the translation to SPIR-V or
// PTX, the offload wrapper and the host link. Each stage adds its steps to
// the Plan and leaves what it makes here for the stages after it. The
// commands after the split are planned once it has run and said how many
// parts there are.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_COMPILATION_H
#define PRISM_DRIVER_COMPILATION_H

#include "device_code.h"
#include "options.h"
#include "plan.h"
#include "temp_files.h"
#include "toolchain.h"

#include <string>
#include <vector>

namespace prism::driver {

class Compilation {
public:
  Compilation(const Options &Opts, const Toolchain &Tools);

  /// Plans and runs (or, with -###, prints) every step. Returns the exit
  /// code of prism++.
  int run();

  // What the stages share: the invocation, where its intermediates go, the
  // plan they add their steps to, and what each makes for the next.
  const Options &Opts;
  const Toolchain &Tools;
  TempFiles Temps;
  Plan Steps;
  /// The host object of every source, in order (with -c, a plain C++
  /// source's is the output itself).
  std::vector<std::string> HostObjects;
  /// Per target of Opts.Targets: the device bitcode of every offloading
  /// source, in order, then that of the fat inputs of a link.
  std::vector<std::vector<std::string>> DeviceBitcode;
  /// The dependency files of one source: the host compile's, which the
  /// build system reads, and the device compiles', merged into it.
  struct DependencyFiles {
    std::string Host;
    std::vector<std::string> Device;
  };
  std::vector<DependencyFiles> Dependencies;
  std::vector<DeviceCode> LinkedCode;
  std::vector<DeviceImage> Images;

private:
  /// -c: fat objects of the sources.
  int compileToFatObjects();
  /// A link, or with -fsycl-link a device link into one object.
  int link();
  /// The device compiles and the host compile of every source.
  void planSourceCompiles();
  /// Whether an input made with -fsycl-link carries the device images of
  /// this link, which then is a host link only.
  bool linksDeviceLinkedObject() const;
  /// Merges each source's device dependencies into its host dependency file;
  /// false, after an error message, when that fails.
  bool mergeDependencies() const;
};

} // namespace prism::driver

#endif // PRISM_DRIVER_COMPILATION_H
