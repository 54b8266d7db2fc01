# What an install holds beyond the targets' own rules: the CMake package
# (lib/cmake/Prism), the pkg-config file, and the launcher through which a
# project built by another compiler hands its SYCL and HIP sources to
# prism++. The Debian package (cpack -G DEB) is set up last.
include(CMakePackageConfigHelpers)

set(package_sources ${CMAKE_CURRENT_LIST_DIR}/package)
set(package_binaries ${PROJECT_BINARY_DIR}/package)
set(PRISM_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/Prism)
set(PRISM_SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})

configure_package_config_file(${package_sources}/PrismConfig.cmake.in
  ${package_binaries}/PrismConfig.cmake
  INSTALL_DESTINATION ${PRISM_INSTALL_CMAKEDIR}
  NO_SET_AND_CHECK_MACRO)
# Until 1.0 a minor release may change the runtime libraries' ABI.
write_basic_package_version_file(${package_binaries}/PrismConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${package_binaries}/PrismConfig.cmake
  ${package_binaries}/PrismConfigVersion.cmake
  ${package_sources}/PrismOffloadSources.cmake
  DESTINATION ${PRISM_INSTALL_CMAKEDIR})
install(PROGRAMS ${package_sources}/prism-launch
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/prism)

configure_file(${package_sources}/prism.pc.in ${package_binaries}/prism.pc
               @ONLY)
install(FILES ${package_binaries}/prism.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

include(PrismDebianPackage)
