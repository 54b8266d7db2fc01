#ifndef HEAT_DIFFUSION_H
#define HEAT_DIFFUSION_H

#include <vector>

// Advances the temperatures of a rod by `steps` explicit steps of the heat
// equation, with the two ends held at their initial values.
void diffuse(std::vector<float> &temperature, float alpha, int steps);

#endif
