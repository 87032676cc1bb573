import Testing
@testable import ArtModel

@Suite struct BackgroundLevelShelfTests {
    /// A decoded level that counts how many are alive.
    private final class Level {
        let maximumSide: Int
        private let alive: Counter
        init(_ maximumSide: Int, alive: Counter) {
            self.maximumSide = maximumSide
            self.alive = alive
            alive.count += 1
        }
        deinit { alive.count -= 1 }
    }

    private final class Counter { var count = 0 }

    /// A 6000 × 4000 photo: 96 MB at full size, 1.5 MB at an eighth.
    private func bytes(_ maximumSide: Int) -> Int { maximumSide * (maximumSide * 2 / 3) * 4 }

    @Test func theSmallestScaleWithEnoughPixelsIsChosen() {
        let eighths = [0.01, 0.125, 0.13, 0.25, 0.3, 0.6, 1, 3].map { BackgroundLevelShelf<Int>.eighths(forPixelsPerPoint: $0) }
        #expect(eighths == [1, 1, 2, 2, 4, 8, 8, 8])
    }

    @Test func smallLevelsAreKeptAndTheFullImageIsLetGoFirst() {
        let alive = Counter()
        var shelf = BackgroundLevelShelf<Level>(longerSide: 6000)
        var decoded: [Int] = []
        var aliveWhenDecoding: [Int] = []
        func show(_ pixelsPerPoint: Double) -> Int? {
            shelf.image(forPixelsPerPoint: pixelsPerPoint, bytes: bytes) { side in
                decoded.append(side)
                aliveWhenDecoding.append(alive.count)
                return (Level(side, alive: alive), bytes(side))
            }?.maximumSide
        }
        #expect(show(0.1) == 750)
        #expect(show(0.2) == 1500)
        #expect(show(0.4) == 3000)
        #expect(shelf.keptEighths == [1, 2, 4])
        #expect(show(0.1) == 750)
        #expect(decoded == [750, 1500, 3000])
        #expect(shelf.keptEighths == [2, 4, 1])
        // The full image leaves room only for the most recent small level
        // (the overview's), and the others are let go before it is decoded.
        #expect(show(1) == 6000)
        #expect(shelf.keptEighths == [1, 8] && aliveWhenDecoding.last == 1 && alive.count == 2)
        // Tiles of both levels are drawn frame after frame: neither is decoded again.
        #expect(show(0.1) == 750 && show(1) == 6000 && decoded.count == 4)
        // Half size: the full image was the most recent and leaves no room,
        // so every level is let go first.
        #expect(show(0.4) == 3000)
        #expect(shelf.keptEighths == [4] && aliveWhenDecoding.last == 0 && alive.count == 1)
    }

    @Test func aLevelThatCannotBeDecodedIsNotKept() {
        var shelf = BackgroundLevelShelf<Int>(longerSide: 6000)
        let image = shelf.image(forPixelsPerPoint: 1, bytes: bytes) { _ in nil }
        #expect(image == nil && shelf.keptEighths.isEmpty)
    }
}
