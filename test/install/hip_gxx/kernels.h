#ifndef VECTORS_KERNELS_H
#define VECTORS_KERNELS_H

// c = a + b on the device (vector_add.hip); the pointers are device memory.
void vectorAdd(const float *a, const float *b, float *c, int n);
// The dot product of a and b, computed on the device (dot.cu) from host
// arrays.
double dot(const float *a, const float *b, int n);

#endif
