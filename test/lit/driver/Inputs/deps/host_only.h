// Included by deps.cpp in the host compile only.
inline int hostOnly() { return 1; }
