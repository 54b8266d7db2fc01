//===- built_programs.cpp - Programs and kernels built in this process ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "built_programs.h"

#include "context.h"
#include "device.h"
#include "error.h"
#include "kernel_name.h"
#include "logging.h"
#include "plugin.h"
#include "spirv_spec_constants.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <unordered_map>

namespace prism {

/// One image built for one device in one context.
struct BuiltPrograms::Program {
  std::mutex Lock;
  Plugin *Owner = nullptr;
  prism_program Handle = nullptr;
  std::optional<Error> Failure; // a build that failed stays failed
  std::unordered_map<std::string, BuiltKernel> Kernels;
  std::unordered_map<std::string, void *> Variables; // device addresses

  void release() noexcept {
    for (auto &[Name, Kernel] : Kernels)
      if (Owner->api().kernel_release(Kernel.Handle) != PRISM_SUCCESS)
        log().debug("releasing kernel '{}' failed: {}", Name,
                    Owner->lastError());
    Kernels.clear();
    if (Handle && Owner->api().program_release(Handle) != PRISM_SUCCESS)
      log().debug("releasing a program failed: {}", Owner->lastError());
    Handle = nullptr;
  }
};

namespace {

const ContainerKernel *findKernel(const ContainerImage &Image,
                                  const std::string &Name) {
  for (const ContainerKernel &K : Image.Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

/// The number in "sm_80"; 0 for an image not made for one arch.
unsigned smNumber(const std::string &Arch) {
  if (Arch.compare(0, 3, "sm_") != 0)
    return 0;
  return static_cast<unsigned>(std::strtoul(Arch.c_str() + 3, nullptr, 10));
}

const char *formatDisplayName(prism_image_format Format) {
  switch (Format) {
  case PRISM_IMAGE_FORMAT_SPIRV:
    return "SPIR-V";
  case PRISM_IMAGE_FORMAT_PTX:
    return "PTX";
  case PRISM_IMAGE_FORMAT_NATIVE_CPU:
    return "native CPU";
  }
  return "unknown format";
}

std::string imageDescription(const ContainerImage &Image) {
  std::string Text = Image.Target;
  if (!Image.Arch.empty())
    Text += " " + Image.Arch;
  return Text + " (" + formatDisplayName(Image.Format) + ")";
}

[[noreturn]] void noImageFor(const Device &Dev, const RegisteredKernel &K) {
  std::string Carried;
  for (const ContainerImage &Image : K.Module->Images.Images)
    Carried += (Carried.empty() ? "" : ", ") + imageDescription(Image);
  if (Carried.empty())
    Carried = "no device images";
  // Both spellings: the SYCL one, and the HIP/CUDA one (clang's).
  bool Cuda = Dev.backend() == "cuda";
  bool Native = Dev.backend() == "native_cpu";
  const char *Target = Cuda     ? "nvptx64-nvidia-cuda"
                       : Native ? "native_cpu"
                                : "spir64";
  const char *Arch = Cuda ? "sm_XX" : Native ? "native_cpu" : "spirv64";
  throw Error(ErrorKind::KernelNotFound,
              "kernel '" + demangleKernelName(K.Name) +
                  "' has no image the device '" + Dev.name() + "' (" +
                  Dev.backend() + ") can run; the executable carries: " +
                  Carried + "; add -fsycl-targets=" + Target +
                  " (for HIP and CUDA sources also --offload-arch=" + Arch +
                  ") when compiling " + K.Module->Path);
}

/// SYCL: a kernel whose required sub-group size the device lacks cannot be
/// submitted (errc::kernel_not_supported). Checked before the build, which
/// might otherwise choose another size without a word.
void checkSubGroupSize(const Device &Dev, const RegisteredKernel &K,
                       uint32_t Required) {
  std::vector<uint32_t> Sizes = Dev.subGroupSizes();
  if (std::find(Sizes.begin(), Sizes.end(), Required) != Sizes.end())
    return;
  std::string Supported;
  for (uint32_t Size : Sizes)
    Supported += (Supported.empty() ? "" : ", ") + std::to_string(Size);
  throw Error(ErrorKind::KernelNotSupported,
              "kernel '" + demangleKernelName(K.Name) +
                  "' requires sub-group size " + std::to_string(Required) +
                  ", but device '" + Dev.name() + "' supports " +
                  (Supported.empty() ? std::string("no sub-group size it can "
                                                   "name")
                                     : Supported));
}

/// The constants of Constants that Image has (a SPIR-V consumer ignores the
/// others). Throws Error(InvalidValue) for a value whose size is not its
/// constant's, or for a SpecId whose constants differ in size: two
/// constants whose keys fold to one SpecId.
Specialization constantsOfImage(const Specialization &Constants,
                                const ContainerImage &Image,
                                const RegisteredKernel &K) {
  std::map<uint32_t, uint32_t> Sizes =
      plugin::spirvSpecConstantSizes(Image.Data, Image.Size);
  Specialization Present;
  for (const prism_specialization_constant &C : Constants.pluginConstants()) {
    auto Found = Sizes.find(C.id);
    if (Found == Sizes.end()) {
      log().debug("kernel '{}': the image has no specialization constant "
                  "SpecId {}; it is not set",
                  demangleKernelName(K.Name), C.id);
      continue;
    }
    if (Found->second != C.size)
      throw Error(ErrorKind::InvalidValue,
                  "kernel '" + demangleKernelName(K.Name) + "': " +
                      (Found->second
                           ? "the specialization constant of SpecId " +
                                 std::to_string(C.id) + " takes " +
                                 std::to_string(Found->second) +
                                 " bytes, but the value set for it has " +
                                 std::to_string(C.size)
                           : "specialization constants of different sizes "
                             "have SpecId " +
                                 std::to_string(C.id)) +
                      " in " + K.Module->Path +
                      ": two specialization constants share the SpecId "
                      "(their keys fold to it); rename one of them");
    Present.set(C.id, C.value, C.size);
  }
  return Present;
}

} // namespace

int chooseImage(const Container &Images, uint32_t FormatBits,
                uint32_t ComputeCapability, const std::string &KernelName) {
  int Best = -1;
  bool BestHolds = false;
  unsigned BestArch = 0;
  for (size_t I = 0; I < Images.Images.size(); ++I) {
    const ContainerImage &Image = Images.Images[I];
    if (!(FormatBits & PRISM_IMAGE_FORMAT_BIT(Image.Format)))
      continue;
    unsigned Arch = smNumber(Image.Arch);
    if (Image.Format == PRISM_IMAGE_FORMAT_PTX && ComputeCapability &&
        Arch > ComputeCapability)
      continue;
    bool Holds = findKernel(Image, KernelName) != nullptr;
    if (Best < 0 || (Holds && !BestHolds) ||
        (Holds == BestHolds && Arch > BestArch)) {
      Best = static_cast<int>(I);
      BestHolds = Holds;
      BestArch = Arch;
    }
  }
  return Best;
}

namespace {

/// The index of K's module's image that Dev runs, or -1 (chooseImage).
int imageIndexFor(const Device &Dev, const RegisteredKernel &K) {
  bool WantsArch =
      Dev.imageFormats() & PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX);
  return chooseImage(K.Module->Images, Dev.imageFormats(),
                     WantsArch ? Dev.computeCapability() : 0, K.Name);
}

} // namespace

const ContainerKernel *compatibleKernelRecord(const Device &Dev,
                                              const RegisteredKernel &K) {
  if (!K.Module->Problem.empty())
    return nullptr;
  const Container &Images = K.Module->Images;
  int ImageIndex = imageIndexFor(Dev, K);
  if (ImageIndex < 0)
    return nullptr;
  const ContainerKernel *Record = findKernel(Images.Images[ImageIndex], K.Name);
  if (!Record || !Record->ReqdSubGroupSize)
    return Record;
  std::vector<uint32_t> Sizes = Dev.subGroupSizes();
  return std::find(Sizes.begin(), Sizes.end(), Record->ReqdSubGroupSize) !=
                 Sizes.end()
             ? Record
             : nullptr;
}

namespace {

/// Points each __managed__ variable's device pointer in Program at its
/// allocation, with a copy on a queue of its own; an image without the
/// variable (another source's part of a split) is left alone. On failure
/// the program is released and the plugin's message kept.
prism_result bindManagedVariables(prism_program &Program, Context &Ctx,
                                  Device &Dev, const RegisteredModule &Module) {
  const prism_plugin_api &Api = Dev.plugin().api();
  prism_queue Queue = nullptr;
  prism_result Result =
      Api.queue_create(Ctx.handle(), Dev.handle(), PRISM_QUEUE_FLAG_NONE, &Queue);
  for (const ManagedVariable &V : Module.ManagedVariables) {
    if (Result != PRISM_SUCCESS)
      break;
    void *Pointer = nullptr;
    size_t Size = 0;
    if (Api.program_get_global(Program, V.DeviceName.c_str(), &Pointer,
                               &Size) != PRISM_SUCCESS)
      continue;
    if (Size != sizeof V.Address) {
      // Not HIP's form: an image compiled without prism-managed-variables.
      log().error("managed variable '{}' of {} is {} bytes on '{}', not a "
                  "pointer to its memory; its kernels there do not see it",
                  V.DeviceName, Module.Path, Size, Dev.name());
      continue;
    }
    log().debug("managed variable '{}' of {} is at {} on '{}'", V.DeviceName,
                Module.Path, V.Address, Dev.name());
    Result = Api.enqueue_memcpy(Queue, Pointer, &V.Address, sizeof V.Address,
                                0, nullptr, nullptr);
  }
  if (Queue) {
    if (Result == PRISM_SUCCESS)
      Result = Api.queue_finish(Queue);
    Api.queue_release(Queue);
  }
  if (Result != PRISM_SUCCESS) {
    Api.program_release(Program);
    Program = nullptr;
  }
  return Result;
}

} // namespace

BuiltPrograms::~BuiltPrograms() = default;

std::shared_ptr<BuiltPrograms::Program>
BuiltPrograms::entry(Context &Ctx, Device &Dev, uint64_t ModuleId,
                     int ImageIndex, const std::string &SpecializationKey) {
  std::lock_guard<std::mutex> Guard(Lock);
  std::shared_ptr<Program> &Slot = Programs[Key{Ctx.handle(), &Dev, ModuleId,
                                                ImageIndex, SpecializationKey}];
  if (!Slot) {
    Slot = std::make_shared<Program>();
    Slot->Owner = &Dev.plugin();
  }
  return Slot;
}

void BuiltPrograms::build(Program &Entry, Context &Ctx, Device &Dev,
                          const RegisteredModule &Module, int ImageIndex,
                          const std::string &ForWhat,
                          const Specialization *Constants) {
  if (Entry.Failure)
    throw *Entry.Failure;
  if (Entry.Handle)
    return;
  const ContainerImage &Image = Module.Images.Images[ImageIndex];
  std::vector<prism_specialization_constant> Set;
  if (Constants)
    Set = Constants->pluginConstants();
  log().debug("building image {} of {} ({}, {} kernel(s)) of {} for '{}'{}",
              ImageIndex + 1, Module.Images.Images.size(), Image.Target,
              Image.Kernels.size(), Module.Path, Dev.name(),
              Set.empty() ? std::string()
                          : " with " + std::to_string(Set.size()) +
                                " specialization constant(s) set natively");
  const prism_plugin_api &Api = Dev.plugin().api();
  prism_result Result =
      Set.empty()
          ? Api.program_create(Ctx.handle(), Dev.handle(), Image.Format,
                               Image.Data, Image.Size, "", &Entry.Handle)
          : Api.program_create_specialized(
                Ctx.handle(), Dev.handle(), Image.Format, Image.Data,
                Image.Size, "", static_cast<uint32_t>(Set.size()), Set.data(),
                &Entry.Handle);
  if (Result == PRISM_SUCCESS && !Module.ManagedVariables.empty())
    Result = bindManagedVariables(Entry.Handle, Ctx, Dev, Module);
  if (Result == PRISM_SUCCESS)
    return;
  Entry.Handle = nullptr;
  std::string Message = "building the " + Image.Target + " image for device '" +
                        Dev.name() + "' failed (" + ForWhat + "):\n" +
                        Dev.plugin().lastError();
  ErrorKind Kind = errorKindFromResult(Result);
  if (Result == PRISM_ERROR_BUILD_FAILED &&
      Image.Format == PRISM_IMAGE_FORMAT_PTX)
    Kind = ErrorKind::JitFailed;
  Entry.Failure = Error(Kind, Message);
  throw *Entry.Failure;
}

BuiltKernel BuiltPrograms::kernel(Context &Ctx, Device &Dev,
                                  const RegisteredKernel &K,
                                  const Specialization *Constants) {
  const Container &Images = K.Module->Images;
  int ImageIndex = imageIndexFor(Dev, K);
  if (ImageIndex < 0)
    noImageFor(Dev, K);
  const ContainerImage &Image = Images.Images[ImageIndex];
  Specialization Present;
  if (Constants && !Constants->empty() && Dev.nativeSpecialization() &&
      Image.Format == PRISM_IMAGE_FORMAT_SPIRV)
    Present = constantsOfImage(*Constants, Image, K);
  Constants = Present.empty() ? nullptr : &Present;

  std::shared_ptr<Program> Entry =
      entry(Ctx, Dev, K.Module->Id, ImageIndex,
            Constants ? Constants->key() : std::string());
  std::lock_guard<std::mutex> Guard(Entry->Lock);
  auto Found = Entry->Kernels.find(K.Name);
  if (Found != Entry->Kernels.end())
    return Found->second;
  if (Entry->Failure)
    throw *Entry->Failure;

  const ContainerKernel *Record = findKernel(Image, K.Name);
  if (!Record)
    throw Error(ErrorKind::KernelNotFound,
                "kernel '" + demangleKernelName(K.Name) + "' is not in the " +
                    imageDescription(Image) + " image of " + K.Module->Path);
  if (Record->ReqdSubGroupSize)
    checkSubGroupSize(Dev, K, Record->ReqdSubGroupSize);
  build(*Entry, Ctx, Dev, *K.Module, ImageIndex,
        "kernel '" + demangleKernelName(K.Name) + "'", Constants);

  const prism_plugin_api &Api = Dev.plugin().api();
  BuiltKernel Kernel;
  if (Image.Format == PRISM_IMAGE_FORMAT_PTX)
    Kernel.LocalMemory = DynamicLocalMemory::LaunchParameter;
  else if (Record->DynamicLocalArg)
    Kernel.LocalMemory = DynamicLocalMemory::KernelArgument;
  Kernel.ProgramGlobalsArg = Record->ProgramGlobalsArg;
  Kernel.ArgSizes = Record->ArgSizes;
  Kernel.MaxWorkGroupSize = Record->MaxWorkGroupSize;
  std::string What = "creating kernel '" + demangleKernelName(K.Name) + "'";
  Dev.plugin().check(
      Api.kernel_create(Entry->Handle, K.Name.c_str(), &Kernel.Handle),
      What.c_str());
  uint64_t BackendLimit = 0;
  if (Api.kernel_get_info(
          Kernel.Handle, Dev.handle(), PRISM_KERNEL_INFO_WORK_GROUP_SIZE,
          sizeof BackendLimit, &BackendLimit, nullptr) == PRISM_SUCCESS)
    Kernel.BackendMaxWorkGroupSize = BackendLimit;
  else // the launch still checks the device's limit
    log().debug("{}: the backend gave no work-group limit: {}", What,
                Dev.plugin().lastError());
  Entry->Kernels.emplace(K.Name, Kernel);
  return Kernel;
}

void *BuiltPrograms::variable(Context &Ctx, Device &Dev,
                             const RegisteredSymbol &Symbol) {
  const RegisteredModule &Module = *Symbol.Module;
  const RegisteredVariable &V = Symbol.Variable;
  if (!Module.Problem.empty())
    throw Error(ErrorKind::InvalidImage, Module.Problem);
  bool WantsArch =
      Dev.imageFormats() & PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX);
  int ImageIndex =
      chooseImage(Module.Images, Dev.imageFormats(),
                  WantsArch ? Dev.computeCapability() : 0, std::string());
  if (ImageIndex < 0)
    throw Error(ErrorKind::KernelNotFound,
                "device variable '" + demangleKernelName(V.DeviceName) +
                    "' has no image the device '" + Dev.name() + "' (" +
                    Dev.backend() + ") can run in " + Module.Path);

  std::shared_ptr<Program> Entry =
      entry(Ctx, Dev, Module.Id, ImageIndex, std::string());
  std::lock_guard<std::mutex> Guard(Entry->Lock);
  auto Found = Entry->Variables.find(V.DeviceName);
  if (Found != Entry->Variables.end())
    return Found->second;
  std::string What =
      "device variable '" + demangleKernelName(V.DeviceName) + "'";
  build(*Entry, Ctx, Dev, Module, ImageIndex, What, nullptr);
  void *Address = nullptr;
  size_t Size = 0;
  std::string Finding = "finding the " + What + " on '" + Dev.name() + "'";
  Dev.plugin().check(Dev.plugin().api().program_get_global(
                         Entry->Handle, V.DeviceName.c_str(), &Address, &Size),
                     Finding.c_str());
  if (Size < V.Size)
    throw Error(ErrorKind::InvalidImage, What + " has " + std::to_string(Size) +
                                             " bytes on '" + Dev.name() +
                                             "', but the host registered " +
                                             std::to_string(V.Size));
  Entry->Variables.emplace(V.DeviceName, Address);
  return Address;
}

uint64_t kernelInfo(const Device &Dev, prism_kernel Kernel,
                    prism_kernel_info What) {
  uint64_t Answer = 0;
  Dev.plugin().check(Dev.plugin().api().kernel_get_info(Kernel, Dev.handle(),
                                                        What, sizeof Answer,
                                                        &Answer, nullptr),
                     "querying a kernel");
  return Answer;
}

void BuiltPrograms::forgetContext(prism_context Ctx) noexcept {
  std::lock_guard<std::mutex> Guard(Lock);
  for (auto It = Programs.begin(); It != Programs.end();) {
    if (std::get<0>(It->first) != Ctx) {
      ++It;
      continue;
    }
    // Held past the erase: the map's reference may be the last one, and the
    // entry's mutex must outlive its guard.
    std::shared_ptr<Program> Entry = It->second;
    {
      std::lock_guard<std::mutex> EntryGuard(Entry->Lock);
      Entry->release();
    }
    It = Programs.erase(It);
  }
}

} // namespace prism
