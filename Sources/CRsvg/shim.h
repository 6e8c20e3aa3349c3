// The librsvg functions layoutdraw uses, loaded with dlopen the first time a scene draws an SVG
// image (or an SVG is rasterised): linked, librsvg made every process load it and what it
// needs (libxml2, ICU, libstdc++, gdk-pixbuf), 3–4 ms of start-up for nothing in most scenes.
// The declarations follow <librsvg/rsvg.h> (librsvg ≥ 2.52) and <glib.h>; only what is used.
#ifndef LAYOUTDRAW_CRSVG_SHIM_H
#define LAYOUTDRAW_CRSVG_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct {
    double x, y, width, height;
} RsvgRectangle;

typedef struct {
    double length;
    int unit;
} RsvgLength;

/// glib's GError (named apart from it: glib's own header is imported too, through pango).
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} RsvgError;

/// The functions, found in the loaded library.
typedef struct {
    RsvgHandle *(*handle_new_from_file)(const char *filename, RsvgError **error);
    RsvgHandle *(*handle_new_from_data)(const uint8_t *data, size_t length, RsvgError **error);
    void (*handle_set_dpi)(RsvgHandle *handle, double dpi);
    int (*handle_render_document)(RsvgHandle *handle, void *cairo, const RsvgRectangle *viewport, RsvgError **error);
    int (*handle_get_intrinsic_size_in_pixels)(RsvgHandle *handle, double *width, double *height);
    void (*handle_get_intrinsic_dimensions)(
        RsvgHandle *handle, int *has_width, RsvgLength *width, int *has_height, RsvgLength *height,
        int *has_viewbox, RsvgRectangle *viewbox);
    void (*object_unref)(void *object);
    void (*error_free)(RsvgError *error);
} LayoutDrawRsvg;

/// Loads librsvg and fills `functions`; returns 0 when the library or one of the functions
/// cannot be found.
static inline int layoutdraw_rsvg_load(LayoutDrawRsvg *functions) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
#define LAYOUTDRAW_RSVG_FIND(field, name) \
    if (!(*(void **)&functions->field = dlsym(library, name))) return 0;
    LAYOUTDRAW_RSVG_FIND(handle_new_from_file, "rsvg_handle_new_from_file")
    LAYOUTDRAW_RSVG_FIND(handle_new_from_data, "rsvg_handle_new_from_data")
    LAYOUTDRAW_RSVG_FIND(handle_set_dpi, "rsvg_handle_set_dpi")
    LAYOUTDRAW_RSVG_FIND(handle_render_document, "rsvg_handle_render_document")
    LAYOUTDRAW_RSVG_FIND(handle_get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    LAYOUTDRAW_RSVG_FIND(handle_get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    LAYOUTDRAW_RSVG_FIND(object_unref, "g_object_unref")
    LAYOUTDRAW_RSVG_FIND(error_free, "g_error_free")
#undef LAYOUTDRAW_RSVG_FIND
    return 1;
}

/// librsvg's version (its exported rsvg_major/minor/micro_version), or 0 when the library
/// cannot be loaded.
static inline int layoutdraw_rsvg_version(unsigned *major, unsigned *minor, unsigned *micro) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
    const unsigned *a = (const unsigned *)dlsym(library, "rsvg_major_version");
    const unsigned *b = (const unsigned *)dlsym(library, "rsvg_minor_version");
    const unsigned *c = (const unsigned *)dlsym(library, "rsvg_micro_version");
    if (!a || !b || !c) return 0;
    *major = *a;
    *minor = *b;
    *micro = *c;
    return 1;
}

#endif
