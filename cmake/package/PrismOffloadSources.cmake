# Hands a target's SYCL, HIP and CUDA sources to prism++ (part of Prism's
# CMake package, included by PrismConfig.cmake).
#
# add_sycl_to_target(TARGET <target> [SOURCES <source>...])
#   DPC++'s and AdaptiveCpp's signature. The SOURCES, or every C++ source of
#   the target when none are given, are compiled as SYCL (-fsycl and
#   PRISM_TARGETS); the target is linked with -fsycl, which links their
#   device code and the runtime.
#
# prism_add_hip_sources(TARGET <target> [SOURCES <source>...])
#   The SOURCES, or every .hip and .cu source of the target when none are
#   given, are compiled as HIP (.cu: CUDA) for PRISM_TARGETS, and the target
#   is linked by prism++. (CMake 3.25's HIP language needs ROCm's clang and
#   its CUDA language nvcc; these sources are C++ to CMake.) A target with
#   no such source that links a library given to either function (a
#   program whose kernels are all in a static library) is linked by
#   prism++ alone.
#
# When the project's C++ compiler is prism++, those are flags. With another
# compiler (g++, clang++), the target's compiles go through prism-launch,
# which gives prism++ the ones with -fsycl, -x hip or -x cuda and the
# project's compiler the others, and its link goes to prism++. A static
# library of SYCL or HIP code is then linked into a program or shared
# library that must be given to one of these functions too.

# Stops with a message naming <function> unless <target> is a target with
# sources of its own.
function(_prism_check_target function target)
  if(NOT target)
    message(FATAL_ERROR "${function}: TARGET <target> is required")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "${function}: there is no target '${target}' (give "
      "the name of an add_executable or add_library made before the call)")
  endif()
  get_target_property(type ${target} TYPE)
  get_target_property(imported ${target} IMPORTED)
  if(imported OR type STREQUAL "INTERFACE_LIBRARY")
    message(FATAL_ERROR "${function}: target '${target}' is an imported or "
      "interface library: it has no sources to compile")
  endif()
endfunction()

# Sets <out> to the absolute paths of <target>'s sources, as the target's
# directory resolves them; generated-expression entries are left out.
function(_prism_sources_of target out)
  get_target_property(sources ${target} SOURCES)
  get_target_property(dir ${target} SOURCE_DIR)
  set(paths)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\$<")
      get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${dir}")
      list(APPEND paths "${path}")
    endif()
  endforeach()
  set(${out} "${paths}" PARENT_SCOPE)
endfunction()

# Sets <out> to the absolute paths of the given sources, relative ones taken
# from the calling directory; stops naming the first that <target> lacks.
function(_prism_given_sources function target out)
  _prism_sources_of(${target} known)
  set(paths)
  foreach(source IN LISTS ARGN)
    get_filename_component(path "${source}" ABSOLUTE)
    if(NOT path IN_LIST known)
      message(FATAL_ERROR "${function}: '${source}' is not a source of "
        "target '${target}' (add it with add_executable, add_library or "
        "target_sources first)")
    endif()
    list(APPEND paths "${path}")
  endforeach()
  set(${out} "${paths}" PARENT_SCOPE)
endfunction()

# Sets <out> to the -fsycl-targets option for PRISM_TARGETS (a cache
# variable, so the same in every directory), or to nothing.
function(_prism_targets_flag out)
  set(flag)
  if(PRISM_TARGETS)
    list(JOIN PRISM_TARGETS "," targets)
    set(flag "-fsycl-targets=${targets}")
  endif()
  set(${out} "${flag}" PARENT_SCOPE)
endfunction()

# Routes <target>'s offload compiles and its link to prism++ when the
# project's compiler is another one. The paths are found from this file
# (lib/cmake/Prism), so any directory may call the functions.
# Sets <result> to whether <target> links (directly) a library given to
# add_sycl_to_target or prism_add_hip_sources.
function(_prism_links_device_code target result)
  set(${result} FALSE PARENT_SCOPE)
  get_target_property(libraries ${target} LINK_LIBRARIES)
  foreach(library IN LISTS libraries)
    if(TARGET ${library})
      get_target_property(device_code ${library} PRISM_DEVICE_CODE)
      if(device_code)
        set(${result} TRUE PARENT_SCOPE)
      endif()
    endif()
  endforeach()
endfunction()

function(_prism_route_to_prism target)
  set_property(TARGET ${target} PROPERTY PRISM_DEVICE_CODE TRUE)
  file(REAL_PATH "${CMAKE_CXX_COMPILER}" compiler)
  get_filename_component(compiler_name "${compiler}" NAME)
  if(compiler_name STREQUAL "prism++")
    return()
  endif()
  get_filename_component(prefix "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../.."
                         ABSOLUTE)
  set(launcher "${prefix}/lib/prism/prism-launch")
  set(prism "${prefix}/bin/prism++")
  set_property(TARGET ${target} PROPERTY CXX_COMPILER_LAUNCHER
               "${launcher}" compile "${prism}")
  set_property(TARGET ${target} PROPERTY CXX_LINKER_LAUNCHER
               "${launcher}" link "${prism}")
endfunction()

function(add_sycl_to_target)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET" "SOURCES")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_sycl_to_target: unknown arguments "
      "'${arg_UNPARSED_ARGUMENTS}'; expected TARGET <target> "
      "[SOURCES <source>...]")
  endif()
  _prism_check_target(add_sycl_to_target "${arg_TARGET}")
  _prism_targets_flag(targets_flag)
  set(flags -fsycl ${targets_flag})
  if(arg_SOURCES)
    _prism_given_sources(add_sycl_to_target ${arg_TARGET} sources
                         ${arg_SOURCES})
    set_property(SOURCE ${sources} TARGET_DIRECTORY ${arg_TARGET}
                 APPEND PROPERTY COMPILE_OPTIONS ${flags})
  else()
    target_compile_options(${arg_TARGET} PRIVATE
                           "$<$<COMPILE_LANGUAGE:CXX>:${flags}>")
  endif()
  target_link_options(${arg_TARGET} PRIVATE ${flags})
  _prism_route_to_prism(${arg_TARGET})
endfunction()

function(prism_add_hip_sources)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET" "SOURCES")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "prism_add_hip_sources: unknown arguments "
      "'${arg_UNPARSED_ARGUMENTS}'; expected TARGET <target> "
      "[SOURCES <source>...]")
  endif()
  _prism_check_target(prism_add_hip_sources "${arg_TARGET}")
  _prism_targets_flag(targets_flag)
  if(arg_SOURCES)
    _prism_given_sources(prism_add_hip_sources ${arg_TARGET} sources
                         ${arg_SOURCES})
  else()
    _prism_sources_of(${arg_TARGET} sources)
    list(FILTER sources INCLUDE REGEX "\\.(hip|cu)$")
    _prism_links_device_code(${arg_TARGET} links_device_code)
    if(NOT sources AND NOT links_device_code)
      message(FATAL_ERROR "prism_add_hip_sources: target '${arg_TARGET}' "
        "has no .hip or .cu source and links no library with device code; "
        "name the HIP sources with SOURCES")
    endif()
  endif()
  foreach(source IN LISTS sources)
    set(language hip)
    if(source MATCHES "\\.cu$")
      set(language cuda)
    endif()
    # CMake gives a C++ source of another extension -x c++; the -x after it
    # wins.
    set_property(SOURCE ${source} TARGET_DIRECTORY ${arg_TARGET}
                 PROPERTY LANGUAGE CXX)
    set_property(SOURCE ${source} TARGET_DIRECTORY ${arg_TARGET}
                 APPEND PROPERTY COMPILE_OPTIONS
                 -x ${language} ${targets_flag})
  endforeach()
  target_link_options(${arg_TARGET} PRIVATE ${targets_flag})
  _prism_route_to_prism(${arg_TARGET})
endfunction()
