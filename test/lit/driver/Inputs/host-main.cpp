// Host-only C++ that calls a library's device code (static-library.cpp).
int run();

int main() { return run(); }
