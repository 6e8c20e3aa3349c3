// libjpeg-turbo (the libjpeg API): JPEG images in asset catalogues and beside sources.
//
// libjpeg reports a fatal error by calling `error_exit`, which must not return; Swift cannot
// longjmp, so the two calls Swift makes are here, each with its own setjmp, and an error is a
// return code with libjpeg's message. Warnings (corrupt or truncated data, which libjpeg would
// paper over with grey) are errors too: the first one's message is kept.
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int warned;
} layoutdraw_jpeg_errors;

static void layoutdraw_jpeg_error_exit(j_common_ptr info) {
    layoutdraw_jpeg_errors *errors = (layoutdraw_jpeg_errors *)info->err;
    (*info->err->format_message)(info, errors->message);
    longjmp(errors->jump, 1);
}

static void layoutdraw_jpeg_emit(j_common_ptr info, int level) {
    layoutdraw_jpeg_errors *errors = (layoutdraw_jpeg_errors *)info->err;
    if (level < 0 && !errors->warned) {
        errors->warned = 1;
        (*info->err->format_message)(info, errors->message);
    }
}

static void layoutdraw_jpeg_setup(struct jpeg_decompress_struct *info, layoutdraw_jpeg_errors *errors) {
    memset(errors, 0, sizeof *errors);
    info->err = jpeg_std_error(&errors->manager);
    errors->manager.error_exit = layoutdraw_jpeg_error_exit;
    errors->manager.emit_message = layoutdraw_jpeg_emit;
}

/// The image's size and colour space (a J_COLOR_SPACE) from its header; 0, or 1 with
/// `message` (JMSG_LENGTH_MAX bytes) saying why not.
static inline int layoutdraw_jpeg_header(const unsigned char *data, unsigned long size, unsigned int *width,
                                         unsigned int *height, int *color_space, char *message) {
    struct jpeg_decompress_struct info;
    layoutdraw_jpeg_errors errors;
    layoutdraw_jpeg_setup(&info, &errors);
    if (setjmp(errors.jump)) {
        memcpy(message, errors.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    *color_space = (int)info.jpeg_color_space;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes the image into `pixels`: `width` × `height` straight RGBA (opaque), which must be
/// its size; libjpeg may use at most `memory` bytes of its own. 0, or 1 with `message`.
static inline int layoutdraw_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                         unsigned int width, unsigned int height, long memory, char *message) {
    struct jpeg_decompress_struct info;
    layoutdraw_jpeg_errors errors;
    layoutdraw_jpeg_setup(&info, &errors);
    if (setjmp(errors.jump)) {
        memcpy(message, errors.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = memory;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height || info.output_components != 4) {
        snprintf(message, JMSG_LENGTH_MAX, "the image is %u x %u, not the %u x %u of its header", info.output_width,
                 info.output_height, width, height);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
        if (errors.warned) break;
    }
    if (errors.warned) {
        memcpy(message, errors.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (errors.warned) {
        memcpy(message, errors.message, JMSG_LENGTH_MAX);
        return 1;
    }
    return 0;
}
