//===- runtime.cpp - The process-wide runtime -----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The runtime is created on the first Runtime::get() (never by image
// registration) and deliberately never destroyed: queues and memory held by
// static objects of the program are released during exit, and they still
// need their plugin and the built programs then.
//
// Plugins come from the directory prism/ next to libprism-runtime.so, or
// from $PRISM_PLUGIN_DIR. A plugin that is missing or cannot start offers no
// devices and leaves a note saying why; it never stops the program. A
// backend the device selector cannot match is not loaded at all (its
// driver is not started, which costs start-up time), unless a diagnostic
// asks for every device.
//
//===----------------------------------------------------------------------===//
#include "runtime.h"

#include "device_selector.h"
#include "error.h"
#include "logging.h"
#include "plugin.h"
#include "built_programs.h"
#include "registry.h"

#include <dlfcn.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <optional>

namespace prism {

namespace {

const char *const Backends[] = {"opencl", "level_zero", "cuda", "native_cpu"};

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
  // The plugins' findings: Selected those the program works with, Everything
  // adds the backends the selector excluded, found on the first diagnostic
  // that asks for every device (Selected never changes after start-up).
  struct Findings {
    std::vector<Platform *> Platforms;
    std::vector<Device *> Devices;
    std::vector<std::string> Notes;
  };
  Findings Selected;
  Findings Everything;
  std::vector<Device *> Visible;
  // The selector in force and the variable it came from; the text is empty
  // when neither PRISM_DEVICE_SELECTOR nor ONEAPI_DEVICE_SELECTOR is set.
  std::string SelectorVariable;
  std::string SelectorText;
  std::optional<DeviceSelector> Selector;
  std::optional<Error> SelectorProblem;
  // The backends the selector excludes, loaded only when every device is
  // asked for.
  std::vector<const char *> Excluded;
  std::once_flag ExcludedLoaded;
  BuiltPrograms Programs;

  void note(Findings &Into, const std::string &Backend,
            const std::string &Why) {
    Into.Notes.push_back(Backend + ": " + Why);
    log().debug("plugin {} offers no devices: {}", Backend, Why);
  }

  void addPlugin(std::unique_ptr<Plugin> P, Findings &Into);
  void loadBackend(const char *Backend, Findings &Into);
  void readSelector();
  void applySelector();
  void loadExcluded() {
    std::call_once(ExcludedLoaded, [this] {
      Everything = Selected;
      for (const char *Backend : Excluded)
        loadBackend(Backend, Everything);
    });
  }
};

void Runtime::Impl::addPlugin(std::unique_ptr<Plugin> Owned, Findings &Into) {
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
    note(Into, P.backend(), Why.empty() ? "no devices found" : Why);
    return;
  }
  for (auto &Plat : NewPlatforms) {
    Into.Platforms.push_back(Plat.get());
    PlatformStore.push_back(std::move(Plat));
  }
  for (auto &D : NewDevices) {
    log().debug("found device {}", deviceSummary(*D));
    Into.Devices.push_back(D.get());
    DeviceStore.push_back(std::move(D));
  }
  Plugins.push_back(std::move(Owned));
}

void Runtime::Impl::loadBackend(const char *Backend, Findings &Into) {
  std::string Path = pluginDirectory() + "/libprism-plugin-" + Backend + ".so";
  if (!fileExists(Path)) {
    note(Into, Backend, Path + " not found");
    return;
  }
  try {
    std::unique_ptr<Plugin> Loaded = Plugin::load(Path);
    if (Loaded->backend() != Backend)
      throw Error(ErrorKind::Backend,
                  Path + " says it is the '" + Loaded->backend() +
                      "' plugin, expected '" + Backend + "'");
    addPlugin(std::move(Loaded), Into);
  } catch (const Error &E) {
    note(Into, Backend, E.what());
  }
}

void Runtime::Impl::readSelector() {
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
  if (SelectorText.empty())
    return;
  try {
    Selector = parseDeviceSelector(SelectorText, SelectorVariable);
  } catch (const Error &E) {
    SelectorProblem = E;
    log().debug("{}", E.what());
  }
}

void Runtime::Impl::applySelector() {
  if (!Selector) {
    if (!SelectorProblem)
      Visible = Selected.Devices;
  } else {
    for (Device *D : Selected.Devices)
      if (selectorMatches(
              *Selector,
              DeviceTraits{D->backend(), D->backendIndex(), D->type()}))
        Visible.push_back(D);
  }
  // The native CPU device is the default CPU device of an executable that
  // carries native CPU images (the first device of a type wins every
  // default choice); PoCL stays the one of the others, which the native
  // device could not run.
  if (ImageRegistry::instance().carriesFormat(PRISM_IMAGE_FORMAT_NATIVE_CPU))
    std::stable_partition(Visible.begin(), Visible.end(), [](Device *D) {
      return D->backend() == "native_cpu";
    });
}

Runtime::Runtime() : P(std::make_unique<Impl>()) {
  P->readSelector();
  log().debug("loading plugins from {}", pluginDirectory());
  for (const char *Backend : Backends) {
    if (P->Selector && !selectorMayMatchBackend(*P->Selector, Backend)) {
      log().debug("not loading the {} plugin: {}='{}' excludes it", Backend,
                  P->SelectorVariable, P->SelectorText);
      P->Excluded.push_back(Backend);
      continue;
    }
    P->loadBackend(Backend, P->Selected);
  }
  P->applySelector();
}

Runtime &Runtime::get() {
  static Runtime *TheRuntime = new Runtime();
  return *TheRuntime;
}

const std::vector<Platform *> &Runtime::platforms() const {
  return P->Selected.Platforms;
}

const std::vector<Device *> &Runtime::allDevices() const {
  P->loadExcluded();
  return P->Everything.Devices;
}

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
  P->loadExcluded();
  return P->Everything.Notes;
}

std::string Runtime::noDeviceMessage(bool IgnoreSelector) const {
  P->loadExcluded();
  std::string Found;
  for (const std::string &Note : P->Everything.Notes)
    Found += (Found.empty() ? "" : "; ") + Note;
  std::string NoneFound = "no devices found: " + Found;
  if (IgnoreSelector || P->SelectorText.empty() ||
      P->Everything.Devices.empty())
    return (P->SelectorText.empty() || IgnoreSelector
                ? ""
                : "no device matches " + P->SelectorVariable + "='" +
                      P->SelectorText + "'; ") +
           NoneFound;
  std::string Available;
  for (const Device *D : P->Everything.Devices)
    Available += (Available.empty() ? "" : ", ") + deviceSummary(*D);
  return "no device matches " + P->SelectorVariable + "='" + P->SelectorText +
         "'; available: " + Available;
}

ImageRegistry &Runtime::registry() { return ImageRegistry::instance(); }

BuiltPrograms &Runtime::programs() { return P->Programs; }

} // namespace prism
