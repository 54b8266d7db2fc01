/* A C translation unit with no device code, linked into a SYCL program. */
int plain_c_value(void) { return 5; }
