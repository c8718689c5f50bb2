// SDL2, SDL2_ttf and SDL2_image from Debian's -dev packages. Included by their SDL2/ path:
// SDL_ttf.h and SDL_image.h include "SDL.h" with quotes, which resolves beside them, so no
// extra include path (and none of pkg-config's -D_REENTRANT, which SwiftPM rejects) is needed.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
// libpng's simplified API (it reports errors in the image, never by longjmp): snapshots are
// written with fast compression. libpng-dev comes with libsdl2-image-dev.
#include <png.h>
