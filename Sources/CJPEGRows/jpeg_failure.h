// How jpeg_rows.c and jpeg_rows_encode.c get out of a libjpeg failure:
// libjpeg reports a fatal error by calling error_exit, which must not
// return, so it jumps back to the caller's setjmp with libjpeg's reason.
#ifndef EMOJIART_JPEG_FAILURE_H
#define EMOJIART_JPEG_FAILURE_H

#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void fail(j_common_ptr codec) {
    struct failure *failure = (struct failure *)codec->err;
    (*codec->err->format_message)(codec, failure->message);
    longjmp(failure->jump, 1);
}

#endif
