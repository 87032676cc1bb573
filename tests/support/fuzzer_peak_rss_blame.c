/* libFuzzer's memory limit judges the process's peak resident memory, once a
 * second, and blames the input running at that moment: here the first "BIG"
 * input touches 1.2 GB for an instant and frees it, and the out-of-memory
 * report a second later names an innocent input (the empty one, as often as
 * not). This is why the image fuzzer once stopped "at 2,156 MB" on a 578-byte
 * HEIF that alone runs in 70 MB; the culprit was a TIFF that had gdk-pixbuf
 * allocate 512 MB before (tests/corpus/images/width-given-twice.tif).
 * fuzz/fuzz.py sets -malloc_limit_mb, which stops at the allocation itself,
 * with its stack.
 *
 *   clang -fsanitize=fuzzer,address -O0 fuzzer_peak_rss_blame.c -o blame
 *   mkdir seeds && printf BIG > seeds/big && printf xy > seeds/small
 *   ./blame -rss_limit_mb=1000 -malloc_limit_mb=2000 -max_total_time=8 seeds
 *   # out-of-memory (used: 1231Mb; limit: 1000Mb), test unit: oom-da39a3ee… (empty)
 *   ./blame -rss_limit_mb=1000 -malloc_limit_mb=512 -max_total_time=8 seeds
 *   # out-of-memory (malloc(1258291200)), with the stack of the malloc
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int done;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!done && size == 3 && memcmp(data, "BIG", 3) == 0) {
    done = 1;
    char *volatile memory = malloc(1200u << 20);
    memset(memory, 1, 1200u << 20);
    free(memory);
  }
  return 0;
}
