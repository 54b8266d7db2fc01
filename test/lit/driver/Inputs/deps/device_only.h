// Included by deps.cpp in the device compiles only.
inline int deviceOnly() { return 2; }
