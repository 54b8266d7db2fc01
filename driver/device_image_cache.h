//===- device_image_cache.h - A link's device images, kept for the next --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device link, post-link and translation of a target are most of a
// link's time, and most links (after an edit of host code, or of another
// target's code) give them the very device code they had last time. So a
// target's images are kept in the program cache's device-images/ folder
// under a key of everything they are made from: the device bitcode of the
// link (contents, in order), the target and the options that shape its
// images, and the tools and device library that make them (their size and
// time stamps). A link whose key is there copies the images and skips the
// three steps; -v says so.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_DEVICE_IMAGE_CACHE_H
#define PRISM_DRIVER_DEVICE_IMAGE_CACHE_H

#include "device_code.h"
#include "options.h"
#include "temp_files.h"
#include "toolchain.h"

#include <string>
#include <vector>

namespace prism::driver {

class DeviceImageCache {
public:
  /// Off when the program cache is (PRISM_CACHE_DISABLE=1), and for -###
  /// and --save-temps, which show or keep every step's files.
  DeviceImageCache(const Options &Opts, const Toolchain &Tools);

  /// The key of target T's images made from Bitcode; empty when the cache
  /// is off or an input cannot be read.
  std::string key(const OffloadTarget &T,
                  const std::vector<std::string> &Bitcode) const;
  /// Copies the images kept under Key into temporary files and appends
  /// them to Images; false when the cache has none.
  bool load(const std::string &Key, const OffloadTarget &T, TempFiles &Temps,
            std::vector<DeviceImage> &Images) const;
  /// Keeps the images of Images that are T's under Key. A failure to write
  /// is silent: the cache only saves time.
  void store(const std::string &Key, const OffloadTarget &T,
             const std::vector<DeviceImage> &Images) const;

private:
  const Options &Opts;
  const Toolchain &Tools;
  std::string Folder; // <cache>/device-images, empty when off
};

} // namespace prism::driver

#endif // PRISM_DRIVER_DEVICE_IMAGE_CACHE_H
