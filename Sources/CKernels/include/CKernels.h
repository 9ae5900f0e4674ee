#pragma once
// Pulsum's C kernels, one header per job: the vector store's scan and selection, the panel
// matrix product (vector store batches and the MiniLM encoder), and the encoder's GELU,
// LayerNorm and attention.
#include "attention.h"
#include "gelu.h"
#include "inner_product.h"
#include "layer_norm.h"
#include "panel_gemm.h"
