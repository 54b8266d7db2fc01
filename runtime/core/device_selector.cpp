//===- device_selector.cpp - PRISM_DEVICE_SELECTOR
//-------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Strict on purpose: a typo in the selector is an error naming the bad part,
// never a silent fall-back to some other device.
//
//===----------------------------------------------------------------------===//
#include "device_selector.h"

#include "error.h"

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

[[noreturn]] void reject(const std::string &Selector, const std::string &Why) {
  throw Error(ErrorKind::InvalidValue,
              "invalid PRISM_DEVICE_SELECTOR='" + Selector + "': " + Why);
}

DeviceFilter parseFilter(const std::string &Selector, const std::string &Term,
                         const std::string &Text) {
  DeviceFilter Filter;
  if (Text == "*")
    return Filter;
  if (Text == "cpu" || Text == "gpu" || Text == "acc" || Text == "fpga") {
    Filter.What = DeviceFilter::Kind::Type;
    Filter.Type = Text == "cpu"   ? PRISM_DEVICE_TYPE_CPU
                  : Text == "gpu" ? PRISM_DEVICE_TYPE_GPU
                                  : PRISM_DEVICE_TYPE_ACCELERATOR;
    return Filter;
  }
  bool AllDigits = !Text.empty();
  for (char C : Text)
    AllDigits &= std::isdigit(static_cast<unsigned char>(C)) != 0;
  if (!AllDigits)
    reject(Selector, "unknown device filter '" + Text + "' in term '" + Term +
                         "' (expected cpu, gpu, acc, fpga, * or a device "
                         "index)");
  unsigned long long Index = 0;
  for (char C : Text) {
    Index = Index * 10 + static_cast<unsigned>(C - '0');
    if (Index > UINT_MAX)
      reject(Selector,
             "device index '" + Text + "' in term '" + Term + "' is too large");
  }
  Filter.What = DeviceFilter::Kind::Index;
  Filter.Index = static_cast<unsigned>(Index);
  return Filter;
}

SelectorTerm parseTerm(const std::string &Selector, const std::string &Text) {
  size_t Colon = Text.find(':');
  if (Colon == std::string::npos)
    reject(Selector, "term '" + Text +
                         "' has no ':' (expected <backend>:<filters>, e.g. "
                         "opencl:cpu)");
  SelectorTerm Term;
  Term.Backend = trimmed(Text.substr(0, Colon));
  if (Term.Backend != "opencl" && Term.Backend != "level_zero" &&
      Term.Backend != "cuda" && Term.Backend != "*")
    reject(Selector, "unknown backend '" + Term.Backend + "' in term '" + Text +
                         "' (expected opencl, level_zero, cuda or *)");
  for (const std::string &Part : split(Text.substr(Colon + 1), ',')) {
    std::string Filter = trimmed(Part);
    if (Filter.empty())
      reject(Selector, "empty device filter in term '" + Text + "'");
    Term.Filters.push_back(parseFilter(Selector, Text, Filter));
  }
  return Term;
}

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

} // namespace

DeviceSelector parseDeviceSelector(const std::string &Text) {
  if (trimmed(Text).empty())
    reject(Text, "it is empty (expected e.g. opencl:cpu or cuda:0)");
  DeviceSelector Selector;
  for (const std::string &Part : split(Text, ';')) {
    std::string Term = trimmed(Part);
    if (Term.empty())
      reject(Text, "empty term (terms are separated by ';')");
    Selector.Terms.push_back(parseTerm(Text, Term));
  }
  return Selector;
}

bool selectorMatches(const DeviceSelector &Selector,
                     const DeviceTraits &Device) {
  for (const SelectorTerm &Term : Selector.Terms) {
    if (Term.Backend != "*" && Term.Backend != Device.Backend)
      continue;
    for (const DeviceFilter &Filter : Term.Filters)
      if (filterMatches(Filter, Device))
        return true;
  }
  return false;
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
