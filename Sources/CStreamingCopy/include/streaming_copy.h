#ifndef GESTURESCOPE_STREAMING_COPY_H
#define GESTURESCOPE_STREAMING_COPY_H

#include <stddef.h>

/// Copies `bytes` from `source` to `destination` (which must not overlap) with non-temporal
/// stores where the processor has them (SSE2): the copy goes to memory without first reading
/// the destination's lines into the cache, and without evicting what the cache holds. For a
/// frame read back while the next one is drawn: neither side reads the copy again soon.
/// Elsewhere, or for an unaligned destination, an ordinary copy. Stores are fenced before it
/// returns, so the copy is complete for any thread that synchronises with the caller after.
void streaming_copy(void *destination, const void *source, size_t bytes);

#endif
