// What prism-program-globals makes of a program with one device variable,
// written by hand (prism/program_globals.h): `int counter = 41;` at offset 8
// of a 32-byte buffer, which count_up takes as its last parameter. count_up
// runs once per launch; each launch sees the previous one's increment.

// prismGlobalNameHash("counter")
#define COUNTER_HASH 0x77976c7416517c63ul

kernel void __prism_globals_layout(global ulong *out, ulong capacity) {
  out[0] = 1;  // variables the host names
  out[1] = 32; // buffer bytes
  out[2] = 16; // buffer alignment
  if (capacity >= 1) {
    out[3] = COUNTER_HASH;
    out[4] = 8; // offset
    out[5] = 4; // size
  }
}

kernel void __prism_globals_initialize(global uchar *buffer) {
  // Stored word by word from a run-time value: Clang would make constant
  // stores a copy from a program-scope constant, which llvm-spirv's default
  // SPIR-V version needs listed as an entry-point interface, and does not.
  ulong zero = get_global_id(0); // runs as one work-item
  global ulong *words = (global ulong *)buffer;
  words[0] = zero;
  words[1] = zero + 41; // counter, and four bytes of padding
  words[2] = zero;
  words[3] = zero;
}

kernel void count_up(global int *seen, global uchar *globals) {
  global int *counter = (global int *)(globals + 8);
  *counter += 1;
  *seen = *counter;
}
