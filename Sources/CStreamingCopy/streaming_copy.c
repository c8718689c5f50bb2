#include "streaming_copy.h"

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void streaming_copy(void *destination, const void *source, size_t bytes) {
    unsigned char *to = destination;
    const unsigned char *from = source;
    size_t done = 0;
#if defined(__SSE2__)
    // Streaming stores need 16-byte-aligned destinations; 64 bytes (a cache line) a step.
    if (((uintptr_t)to & 15) == 0) {
        for (; done + 64 <= bytes; done += 64) {
            __m128i first = _mm_loadu_si128((const __m128i *)(from + done));
            __m128i second = _mm_loadu_si128((const __m128i *)(from + done + 16));
            __m128i third = _mm_loadu_si128((const __m128i *)(from + done + 32));
            __m128i fourth = _mm_loadu_si128((const __m128i *)(from + done + 48));
            _mm_stream_si128((__m128i *)(to + done), first);
            _mm_stream_si128((__m128i *)(to + done + 16), second);
            _mm_stream_si128((__m128i *)(to + done + 32), third);
            _mm_stream_si128((__m128i *)(to + done + 48), fourth);
        }
        _mm_sfence();
    }
#endif
    memcpy(to + done, from + done, bytes - done);
}
