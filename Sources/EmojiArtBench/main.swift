// `emojiart-bench`, which `make bench` (tests/bench/bench.py) measures:
// the app with the frame benchmark's probe when EMOJIART_BENCHMARK_FRAMES
// asks for it, and `emojiart-bench --benchmark-decode photo.jpg`.
import EmojiArtGtk
import Foundation

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == DecodeBenchmark.option {
    exit(DecodeBenchmark.run(CommandLine.arguments[2]))
}
exit(MainActor.assumeIsolated { AppMain.run(probes: FrameBenchmark.requested().map { [$0] } ?? []) })
