# PRISM_SANITIZE: a build of the runtime libraries, plugins, tools and tests
# under the sanitizers it names, as -fsanitize takes them (e.g.
# "address,undefined" or "thread"; docs/internals.md, "Sanitizers"). Empty:
# none. Use Clang (CXX=clang++-15): the e2e programs are linked by prism++,
# which is Clang, and a process must hold one sanitizer runtime only.
set(PRISM_SANITIZE "" CACHE STRING
    "Sanitizers for the runtime, plugins, tools and tests (-fsanitize=...)")

set(PRISM_SANITIZE_FLAGS)
if(PRISM_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "PRISM_SANITIZE needs Clang, whose sanitizer runtime "
            "prism++ links into the e2e programs: configure with "
            "CC=clang-15 CXX=clang++-15 (scripts/test.sh --sanitize does)")
  endif()
  # A finding fails the program; frames keep the reports' stacks whole.
  set(PRISM_SANITIZE_FLAGS -fsanitize=${PRISM_SANITIZE}
      -fno-sanitize-recover=all -fno-omit-frame-pointer)
  # Every target but those marked PRISM_NOT_SANITIZED: the Clang and opt
  # plugins (and what they link statically), which run inside the Clang and
  # opt of the system, built without a sanitizer runtime to resolve the
  # instrumentation's calls.
  set(instrumented "$<NOT:$<BOOL:$<TARGET_PROPERTY:PRISM_NOT_SANITIZED>>>")
  foreach(flag ${PRISM_SANITIZE_FLAGS})
    add_compile_options("$<${instrumented}:${flag}>")
    add_link_options("$<${instrumented}:${flag}>")
  endforeach()
  # A shared library takes the sanitizer runtime from the executable: its
  # calls into it stay undefined at its link, which the plugins' own
  # -Wl,--no-undefined refuses. -z undefs, last on the line, allows them
  # (the build without sanitizers keeps the check).
  string(APPEND CMAKE_CXX_CREATE_SHARED_LIBRARY " -Wl,-z,undefs")
  string(APPEND CMAKE_C_CREATE_SHARED_LIBRARY " -Wl,-z,undefs")
endif()
