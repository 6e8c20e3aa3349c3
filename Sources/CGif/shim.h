// giflib: GIF files written for moving pictures (`-o sweep.gif`, AnimatedGIF.swift).
#include <gif_lib.h>
