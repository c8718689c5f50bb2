/* Preloaded into the window by quit-under-load.sh: checks SDL's teardown order at every call,
 * so that a wrong order fails every run instead of crashing one in ten. Records which renderer
 * made each texture; destroying a texture whose renderer is already destroyed (the texture is
 * then freed memory), or destroying a window whose renderer is still alive, prints one line and
 * exits with status 86. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

enum { capacity = 4096 };
static void *textures[capacity], *texture_renderers[capacity];
static void *destroyed_renderers[64], *live_renderers[64], *renderer_windows[64];
static int texture_count, destroyed_count, live_count;

static void fail(const char *message) {
    fprintf(stderr, "sdl_teardown_order: %s\n", message);
    fflush(stderr);
    _exit(86);
}

static void remember_texture(void *texture, void *renderer) {
    if (texture && texture_count < capacity) {
        textures[texture_count] = texture;
        texture_renderers[texture_count++] = renderer;
    }
}

void *SDL_CreateTextureFromSurface(void *renderer, void *surface) {
    static void *(*next)(void *, void *);
    if (!next) next = dlsym(RTLD_NEXT, "SDL_CreateTextureFromSurface");
    void *texture = next(renderer, surface);
    remember_texture(texture, renderer);
    return texture;
}

void *SDL_CreateRenderer(void *window, int index, unsigned flags) {
    static void *(*next)(void *, int, unsigned);
    if (!next) next = dlsym(RTLD_NEXT, "SDL_CreateRenderer");
    void *renderer = next(window, index, flags);
    if (renderer && live_count < 64) {
        live_renderers[live_count] = renderer;
        renderer_windows[live_count++] = window;
    }
    return renderer;
}

void SDL_DestroyTexture(void *texture) {
    static void (*next)(void *);
    if (!next) next = dlsym(RTLD_NEXT, "SDL_DestroyTexture");
    for (int i = texture_count - 1; i >= 0; i--) {
        if (textures[i] != texture) continue;
        for (int j = 0; j < destroyed_count; j++) {
            if (destroyed_renderers[j] == texture_renderers[i]) fail("a texture was destroyed after its renderer");
        }
        textures[i] = textures[--texture_count];
        texture_renderers[i] = texture_renderers[texture_count];
        break;
    }
    next(texture);
}

void SDL_DestroyRenderer(void *renderer) {
    static void (*next)(void *);
    if (!next) next = dlsym(RTLD_NEXT, "SDL_DestroyRenderer");
    if (destroyed_count < 64) destroyed_renderers[destroyed_count++] = renderer;
    for (int i = 0; i < live_count; i++) {
        if (live_renderers[i] == renderer) {
            live_renderers[i] = live_renderers[--live_count];
            renderer_windows[i] = renderer_windows[live_count];
            break;
        }
    }
    next(renderer);
}

void SDL_DestroyWindow(void *window) {
    static void (*next)(void *);
    if (!next) next = dlsym(RTLD_NEXT, "SDL_DestroyWindow");
    for (int i = 0; i < live_count; i++) {
        if (renderer_windows[i] == window) fail("a window was destroyed before its renderer");
    }
    next(window);
}
