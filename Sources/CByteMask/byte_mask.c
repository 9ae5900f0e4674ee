// The target's only function is inline in include/byte_mask.h; SwiftPM needs a source file.
#include "byte_mask.h"
