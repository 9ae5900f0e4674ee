#pragma once
#include <stddef.h>
#include <stdint.h>

/// Continues a CRC-32C (Castagnoli) over `length` bytes. Start with 0; feed the previous result
/// to continue over the next chunk. `pulsum_crc32c_update(0, "123456789", 9) == 0xE3069283`.
/// Uses the CPU's CRC32 instruction (SSE4.2 on x86-64, the CRC extension on ARMv8) when present,
/// else a table.
uint32_t pulsum_crc32c_update(uint32_t crc, const void *data, size_t length);
