// libpng's simplified API (it reports errors in the image, never by longjmp): `check` reads
// golden PNGs with it.
#include <png.h>
// libdeflate: whole-buffer zlib streams and the CRC-32 of PNG chunks, for writing PNGs.
#include <libdeflate.h>
