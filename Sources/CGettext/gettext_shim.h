#ifndef EMOJIART_GETTEXT_SHIM_H
#define EMOJIART_GETTEXT_SHIM_H
/* glibc's gettext, which Swift's Glibc module leaves out. */
#include <libintl.h>
#include <locale.h>
#endif
