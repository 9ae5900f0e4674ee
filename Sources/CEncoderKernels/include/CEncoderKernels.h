#pragma once
// The MiniLM encoder's C kernels, one header per job.
#include "attention.h"
#include "gelu.h"
#include "layer_norm.h"
#include "panel_gemm.h"
