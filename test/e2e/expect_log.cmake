# Runs COMMAND (a ;-list) and succeeds only if it exits 0 and its standard
# error matches REGEX but not FORBIDDEN: how the e2e tests check the order
# of what the runtime logs (an image built ahead, never again).
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the command failed (${rc})")
endif()
if(NOT "${err}" MATCHES "${REGEX}")
  message(FATAL_ERROR "the standard error does not match '${REGEX}'")
endif()
if("${err}" MATCHES "${FORBIDDEN}")
  message(FATAL_ERROR "the standard error matches '${FORBIDDEN}'")
endif()
