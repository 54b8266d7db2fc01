//===- runtime.cpp - The process-wide runtime -----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The runtime is created on the first Runtime::get() (never by image
// registration) and deliberately never destroyed: queues and memory held by
// static objects of the program are released during exit, and they still
// need their plugin and the program cache then.
//
// Plugins come from the directory prism/ next to libprism-runtime.so, or
// from $PRISM_PLUGIN_DIR. A plugin that is missing or cannot start offers no
// devices and leaves a note saying why; it never stops the program.
//
//===----------------------------------------------------------------------===//
#include "runtime.h"

#include "device_selector.h"
#include "error.h"
#include "logging.h"
#include "plugin.h"
#include "program_cache.h"
#include "registry.h"

#include <dlfcn.h>
#include <sys/stat.h>

#include <cstdlib>
#include <optional>

namespace prism {

namespace {

const char *const Backends[] = {"opencl", "level_zero", "cuda"};

/// The directory plugins are loaded from.
std::string pluginDirectory() {
  if (const char *Override = std::getenv("PRISM_PLUGIN_DIR");
      Override && *Override)
    return Override;
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&pluginDirectory), &Info) &&
      Info.dli_fname) {
    std::string Library = Info.dli_fname;
    size_t Slash = Library.rfind('/');
    std::string Dir =
        Slash == std::string::npos ? "." : Library.substr(0, Slash);
    return Dir + "/prism";
  }
  return "prism";
}

bool fileExists(const std::string &Path) {
  struct stat Status;
  return ::stat(Path.c_str(), &Status) == 0;
}

std::string deviceSummary(const Device &D) {
  return D.backend() + ":" + std::to_string(D.backendIndex()) + " '" +
         D.name() + "' (" + deviceTypeName(D.type()) + ")";
}

} // namespace

struct Runtime::Impl {
  std::vector<std::unique_ptr<Plugin>> Plugins;
  std::vector<std::unique_ptr<Platform>> PlatformStore;
  std::vector<std::unique_ptr<Device>> DeviceStore;
  std::vector<Platform *> Platforms;
  std::vector<Device *> All;
  std::vector<Device *> Visible;
  std::vector<std::string> Notes;
  // The selector in force and the variable it came from; the text is empty
  // when neither PRISM_DEVICE_SELECTOR nor ONEAPI_DEVICE_SELECTOR is set.
  std::string SelectorVariable;
  std::string SelectorText;
  std::optional<Error> SelectorProblem;
  ProgramCache Programs;

  void note(const std::string &Backend, const std::string &Why) {
    Notes.push_back(Backend + ": " + Why);
    log().debug("plugin {} offers no devices: {}", Backend, Why);
  }

  void addPlugin(std::unique_ptr<Plugin> P);
  void applySelector();
};

void Runtime::Impl::addPlugin(std::unique_ptr<Plugin> Owned) {
  Plugin &P = *Owned;
  const prism_plugin_api &Api = P.api();
  uint32_t Count = 0;
  P.check(Api.platform_get(0, nullptr, &Count), "listing platforms");
  std::vector<prism_platform> Handles(Count);
  if (Count)
    P.check(Api.platform_get(Count, Handles.data(), &Count),
            "listing platforms");
  Handles.resize(Count);

  // Build everything first so that a failing query leaves no half plugin.
  std::vector<std::unique_ptr<Platform>> NewPlatforms;
  std::vector<std::unique_ptr<Device>> NewDevices;
  unsigned Index = 0;
  for (prism_platform H : Handles) {
    auto Plat = std::make_unique<Platform>(P, H);
    uint32_t DeviceCount = 0;
    P.check(Api.device_get(H, 0, nullptr, &DeviceCount), "listing devices");
    std::vector<prism_device> DeviceHandles(DeviceCount);
    if (DeviceCount)
      P.check(
          Api.device_get(H, DeviceCount, DeviceHandles.data(), &DeviceCount),
          "listing devices");
    DeviceHandles.resize(DeviceCount);
    for (prism_device DH : DeviceHandles) {
      NewDevices.push_back(std::make_unique<Device>(P, *Plat, DH, Index++));
      Plat->addDevice(NewDevices.back().get());
    }
    if (!Plat->devices().empty())
      NewPlatforms.push_back(std::move(Plat));
  }
  if (NewDevices.empty()) {
    std::string Why = P.lastError();
    note(P.backend(), Why.empty() ? "no devices found" : Why);
    return;
  }
  for (auto &Plat : NewPlatforms) {
    Platforms.push_back(Plat.get());
    PlatformStore.push_back(std::move(Plat));
  }
  for (auto &D : NewDevices) {
    log().debug("found device {}", deviceSummary(*D));
    All.push_back(D.get());
    DeviceStore.push_back(std::move(D));
  }
  Plugins.push_back(std::move(Owned));
}

void Runtime::Impl::applySelector() {
  // PRISM_DEVICE_SELECTOR wins; ONEAPI_DEVICE_SELECTOR, in the same
  // grammar, lets DPC++ users keep their setting.
  for (const char *Variable :
       {"PRISM_DEVICE_SELECTOR", "ONEAPI_DEVICE_SELECTOR"}) {
    const char *Text = std::getenv(Variable);
    if (Text && *Text) {
      SelectorVariable = Variable;
      SelectorText = Text;
      break;
    }
  }
  if (SelectorText.empty()) {
    Visible = All;
    return;
  }
  try {
    DeviceSelector Selector =
        parseDeviceSelector(SelectorText, SelectorVariable);
    for (Device *D : All)
      if (selectorMatches(Selector, DeviceTraits{D->backend(),
                                                 D->backendIndex(), D->type()}))
        Visible.push_back(D);
  } catch (const Error &E) {
    SelectorProblem = E;
    log().debug("{}", E.what());
  }
}

Runtime::Runtime() : P(std::make_unique<Impl>()) {
  std::string Dir = pluginDirectory();
  log().debug("loading plugins from {}", Dir);
  for (const char *Backend : Backends) {
    std::string Path = Dir + "/libprism-plugin-" + Backend + ".so";
    if (!fileExists(Path)) {
      P->note(Backend, Path + " not found");
      continue;
    }
    try {
      std::unique_ptr<Plugin> Loaded = Plugin::load(Path);
      if (Loaded->backend() != Backend)
        throw Error(ErrorKind::Backend,
                    Path + " says it is the '" + Loaded->backend() +
                        "' plugin, expected '" + Backend + "'");
      P->addPlugin(std::move(Loaded));
    } catch (const Error &E) {
      P->note(Backend, E.what());
    }
  }
  P->applySelector();
}

Runtime &Runtime::get() {
  static Runtime *TheRuntime = new Runtime();
  return *TheRuntime;
}

const std::vector<Platform *> &Runtime::platforms() const {
  return P->Platforms;
}

const std::vector<Device *> &Runtime::allDevices() const { return P->All; }

const std::vector<Device *> &Runtime::visibleDevices() const {
  if (P->SelectorProblem)
    throw *P->SelectorProblem;
  return P->Visible;
}

Device &Runtime::defaultDevice() const {
  const std::vector<Device *> &Visible = visibleDevices();
  for (Device *D : Visible)
    if (D->type() == PRISM_DEVICE_TYPE_GPU)
      return *D;
  if (Visible.empty())
    throw Error(ErrorKind::NoDevice, noDeviceMessage());
  return *Visible.front();
}

const std::vector<std::string> &Runtime::pluginNotes() const {
  return P->Notes;
}

std::string Runtime::noDeviceMessage(bool IgnoreSelector) const {
  std::string Found;
  for (const std::string &Note : P->Notes)
    Found += (Found.empty() ? "" : "; ") + Note;
  std::string NoneFound = "no devices found: " + Found;
  if (IgnoreSelector || P->SelectorText.empty() || P->All.empty())
    return (P->SelectorText.empty() || IgnoreSelector
                ? ""
                : "no device matches " + P->SelectorVariable + "='" +
                      P->SelectorText + "'; ") +
           NoneFound;
  std::string Available;
  for (const Device *D : P->All)
    Available += (Available.empty() ? "" : ", ") + deviceSummary(*D);
  return "no device matches " + P->SelectorVariable + "='" + P->SelectorText +
         "'; available: " + Available;
}

ImageRegistry &Runtime::registry() { return ImageRegistry::instance(); }

ProgramCache &Runtime::programs() { return P->Programs; }

} // namespace prism
