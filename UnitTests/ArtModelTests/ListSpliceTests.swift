import Testing
@testable import ArtModel

@Suite struct ListSpliceTests {
    @Test func aChangedItemIsTheOnlyOneReplaced() {
        #expect(ListSplice(from: ["a", "b", "c", "d"], to: ["a", "B", "c", "d"]) == ListSplice(position: 1, removed: 1, added: 1))
    }

    @Test func twoNeighboursSwappedAreBothReplaced() {
        #expect(ListSplice(from: ["a", "b", "c", "d"], to: ["a", "c", "b", "d"]) == ListSplice(position: 1, removed: 2, added: 2))
    }

    @Test func anItemAddedOrRemovedIsAloneInTheSplice() {
        #expect(ListSplice(from: ["a", "b"], to: ["a", "b", "c"]) == ListSplice(position: 2, removed: 0, added: 1))
        #expect(ListSplice(from: ["a", "b", "c"], to: ["a", "c"]) == ListSplice(position: 1, removed: 1, added: 0))
        #expect(ListSplice(from: [], to: ["a", "b"]) == ListSplice(position: 0, removed: 0, added: 2))
    }

    @Test func equalListsNeedNoSplice() {
        #expect(ListSplice(from: ["a", "a"], to: ["a", "a"]).isEmpty)
        // A repeated item is matched once from each end, never twice.
        #expect(ListSplice(from: ["a"], to: ["a", "a"]) == ListSplice(position: 1, removed: 0, added: 1))
    }
}
