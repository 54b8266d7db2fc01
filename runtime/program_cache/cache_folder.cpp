//===- cache_folder.cpp - Where the program cache is ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "cache_folder.h"

#include <cstdlib>

namespace prism::cache {

std::string folder() {
  const char *Disable = std::getenv("PRISM_CACHE_DISABLE");
  if (Disable && std::string(Disable) == "1")
    return "";
  if (const char *Dir = std::getenv("PRISM_CACHE_DIR"); Dir && *Dir)
    return Dir;
  if (const char *Xdg = std::getenv("XDG_CACHE_HOME"); Xdg && *Xdg)
    return std::string(Xdg) + "/prism";
  if (const char *Home = std::getenv("HOME"); Home && *Home)
    return std::string(Home) + "/.cache/prism";
  return "";
}

} // namespace prism::cache
