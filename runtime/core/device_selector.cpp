//===- device_selector.cpp - PRISM_DEVICE_SELECTOR, ONEAPI_DEVICE_SELECTOR ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Strict on purpose: a typo in the selector is an error naming the bad part,
// never a silent fall-back to some other device. The sub-device forms of
// DPC++'s grammar (0.1, 0.*, *.*) are refused by name: Prism exposes no
// sub-device as a root device.
//
//===----------------------------------------------------------------------===//
#include "device_selector.h"

#include "error.h"

#include <algorithm>
#include <cctype>
#include <climits>

namespace prism {

namespace {

std::vector<std::string> split(const std::string &Text, char Separator) {
  std::vector<std::string> Parts;
  size_t Start = 0;
  for (;;) {
    size_t End = Text.find(Separator, Start);
    Parts.push_back(Text.substr(Start, End - Start));
    if (End == std::string::npos)
      return Parts;
    Start = End + 1;
  }
}

std::string trimmed(const std::string &Text) {
  size_t Begin = 0, End = Text.size();
  while (Begin < End && std::isspace(static_cast<unsigned char>(Text[Begin])))
    ++Begin;
  while (End > Begin && std::isspace(static_cast<unsigned char>(Text[End - 1])))
    --End;
  return Text.substr(Begin, End - Begin);
}

std::string lowered(std::string Text) {
  std::transform(Text.begin(), Text.end(), Text.begin(), [](unsigned char C) {
    return static_cast<char>(std::tolower(C));
  });
  return Text;
}

/// Parses one selector; every error names the variable and the whole text.
class SelectorParser {
public:
  SelectorParser(const std::string &Text, const std::string &Variable)
      : Text(Text), Variable(Variable) {}

  DeviceSelector parse() const {
    if (trimmed(Text).empty())
      reject("it is empty (expected e.g. opencl:cpu or cuda:0)");
    DeviceSelector Selector;
    std::string FirstDiscard; // empty until a discard term
    for (const std::string &Part : split(Text, ';')) {
      std::string Term = trimmed(Part);
      if (Term.empty())
        reject("empty term (terms are separated by ';')");
      Selector.Terms.push_back(parseTerm(Term));
      bool Discard = Selector.Terms.back().Discard;
      if (Discard && FirstDiscard.empty())
        FirstDiscard = Term;
      else if (!Discard && !FirstDiscard.empty())
        reject("term '" + Term + "' accepts devices after the discard term '" +
               FirstDiscard + "' (discard terms, with '!', come last)");
    }
    return Selector;
  }

private:
  [[noreturn]] void reject(const std::string &Why) const {
    throw Error(ErrorKind::InvalidValue,
                "invalid " + Variable + "='" + Text + "': " + Why);
  }

  SelectorTerm parseTerm(const std::string &Term) const {
    SelectorTerm Result;
    std::string Body = Term;
    if (Body[0] == '!') {
      Result.Discard = true;
      Body = trimmed(Body.substr(1));
    }
    size_t Colon = Body.find(':');
    if (Colon == std::string::npos)
      reject("term '" + Term +
             "' has no ':' (expected <backend>:<filters>, e.g. opencl:cpu)");
    Result.Backend = lowered(trimmed(Body.substr(0, Colon)));
    static const char *const Known[] = {"opencl", "level_zero", "cuda",
                                        "hip",    "native_cpu", "*"};
    if (std::find(std::begin(Known), std::end(Known), Result.Backend) ==
        std::end(Known))
      reject("unknown backend '" + trimmed(Body.substr(0, Colon)) +
             "' in term '" + Term +
             "' (expected opencl, level_zero, cuda, hip, native_cpu or *)");
    for (const std::string &Part : split(Body.substr(Colon + 1), ',')) {
      std::string Filter = trimmed(Part);
      if (Filter.empty())
        reject("empty device filter in term '" + Term + "'");
      Result.Filters.push_back(parseFilter(Term, Filter));
    }
    return Result;
  }

  DeviceFilter parseFilter(const std::string &Term,
                           const std::string &Text) const {
    DeviceFilter Filter;
    std::string Name = lowered(Text);
    if (Name == "*")
      return Filter;
    if (Name == "cpu" || Name == "gpu" || Name == "acc" || Name == "fpga") {
      Filter.What = DeviceFilter::Kind::Type;
      Filter.Type = Name == "cpu"   ? PRISM_DEVICE_TYPE_CPU
                    : Name == "gpu" ? PRISM_DEVICE_TYPE_GPU
                                    : PRISM_DEVICE_TYPE_ACCELERATOR;
      return Filter;
    }
    if (Name.find('.') != std::string::npos)
      reject("sub-device filter '" + Text + "' in term '" + Term +
             "': Prism does not expose sub-devices as devices (use "
             "sycl::device::create_sub_devices)");
    if (Name.find_first_not_of("0123456789") != std::string::npos)
      reject("unknown device filter '" + Text + "' in term '" + Term +
             "' (expected cpu, gpu, acc, fpga, * or a device index)");
    unsigned long long Index = 0;
    for (char C : Name) {
      Index = Index * 10 + static_cast<unsigned>(C - '0');
      if (Index > UINT_MAX)
        reject("device index '" + Text + "' in term '" + Term +
               "' is too large");
    }
    Filter.What = DeviceFilter::Kind::Index;
    Filter.Index = static_cast<unsigned>(Index);
    return Filter;
  }

  const std::string &Text;
  const std::string &Variable;
};

bool filterMatches(const DeviceFilter &Filter, const DeviceTraits &Device) {
  switch (Filter.What) {
  case DeviceFilter::Kind::Any:
    return true;
  case DeviceFilter::Kind::Type:
    return Filter.Type == Device.Type;
  case DeviceFilter::Kind::Index:
    return Filter.Index == Device.BackendIndex;
  }
  return false;
}

bool termMatches(const SelectorTerm &Term, const DeviceTraits &Device) {
  if (Term.Backend != "*" && Term.Backend != Device.Backend)
    return false;
  return std::any_of(Term.Filters.begin(), Term.Filters.end(),
                     [&](const DeviceFilter &Filter) {
                       return filterMatches(Filter, Device);
                     });
}

} // namespace

DeviceSelector parseDeviceSelector(const std::string &Text,
                                   const std::string &Variable) {
  return SelectorParser(Text, Variable).parse();
}

bool selectorMatches(const DeviceSelector &Selector,
                     const DeviceTraits &Device) {
  bool AnyAccept = false, Accepted = false;
  for (const SelectorTerm &Term : Selector.Terms) {
    bool Matches = termMatches(Term, Device);
    if (Term.Discard && Matches)
      return false;
    AnyAccept |= !Term.Discard;
    Accepted |= !Term.Discard && Matches;
  }
  // Only discard terms: they carve out of every device, as in DPC++.
  return Accepted || !AnyAccept;
}

bool selectorMayMatchBackend(const DeviceSelector &Selector,
                             const std::string &Backend) {
  bool AnyAccept = false, Named = false;
  for (const SelectorTerm &Term : Selector.Terms) {
    bool Names = Term.Backend == "*" || Term.Backend == Backend;
    if (!Term.Discard) {
      AnyAccept = true;
      Named |= Names;
      continue;
    }
    for (const DeviceFilter &Filter : Term.Filters)
      if (Names && Filter.What == DeviceFilter::Kind::Any)
        return false;
  }
  return Named || !AnyAccept;
}

const char *deviceTypeName(prism_device_type Type) {
  switch (Type) {
  case PRISM_DEVICE_TYPE_CPU:
    return "cpu";
  case PRISM_DEVICE_TYPE_GPU:
    return "gpu";
  case PRISM_DEVICE_TYPE_ACCELERATOR:
    return "acc";
  }
  return "unknown";
}

} // namespace prism
