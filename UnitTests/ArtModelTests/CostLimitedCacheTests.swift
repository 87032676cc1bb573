import Testing
@testable import ArtModel

@Suite struct CostLimitedCacheTests {
    @Test func keepsWhatFitsAndForgetsTheLeastRecentlyUsed() {
        var cache = CostLimitedCache<String, Int>(costLimit: 100)
        cache.insert(1, for: "a", cost: 40)
        cache.insert(2, for: "b", cost: 40)
        #expect(cache.value(for: "a") == 1)  // a is now more recent than b
        cache.insert(3, for: "c", cost: 40)  // 120 > 100: the oldest go until at most 75 is left
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.totalCost <= 100)
    }

    @Test func neverEvictsWhatWasJustInserted() {
        var cache = CostLimitedCache<String, Int>(costLimit: 10)
        cache.insert(1, for: "small", cost: 5)
        cache.insert(2, for: "huge", cost: 50)
        #expect(cache.value(for: "huge") == 2)
        #expect(cache.value(for: "small") == nil)
        #expect(cache.count == 1)
    }

    @Test func replacingAnEntryReplacesItsCost() {
        var cache = CostLimitedCache<String, Int>(costLimit: 100)
        cache.insert(1, for: "a", cost: 30)
        cache.insert(2, for: "a", cost: 10)
        #expect(cache.totalCost == 10)
        #expect(cache.value(for: "a") == 2)
    }
}
