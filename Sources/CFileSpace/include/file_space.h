#ifndef EMOJIART_FILE_SPACE_H
#define EMOJIART_FILE_SPACE_H

/// Reserves the first `bytes` of the file open as `descriptor` (Linux's
/// fallocate, which Swift's Glibc module leaves out). 0 on success, else
/// -1 with errno set; EOPNOTSUPP where the filesystem cannot, for unlike
/// posix_fallocate this never falls back to writing zeros.
int file_space_reserve(int descriptor, long long bytes);

#endif
