#define _GNU_SOURCE
#include <fcntl.h>
#include "file_space.h"

int file_space_reserve(int descriptor, long long bytes) {
    return fallocate(descriptor, 0, 0, (off_t)bytes);
}
