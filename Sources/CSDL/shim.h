// SDL2 and SDL2_ttf from Debian's -dev packages. Included by their SDL2/ path:
// SDL_ttf.h includes "SDL.h" with quotes, which resolves beside them, so no
// extra include path (and none of pkg-config's -D_REENTRANT, which SwiftPM rejects) is needed.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
