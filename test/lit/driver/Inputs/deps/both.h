// Included by deps.cpp in every compile.
inline int both() { return 3; }
