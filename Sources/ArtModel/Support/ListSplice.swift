/// The one run of items that differs between two versions of a list, as a
/// GListModel's "items-changed" says it: at `position`, `removed` items
/// gave way to `added` ones. A list shown row by row re-makes only those
/// rows (a palette renamed, two palettes swapped), not every row.
public struct ListSplice: Equatable, Sendable {
    public let position: Int
    public let removed: Int
    public let added: Int

    public init(position: Int, removed: Int, added: Int) {
        (self.position, self.removed, self.added) = (position, removed, added)
    }

    /// What lies between the part both lists begin with and the part both end with.
    public init<Item: Equatable>(from old: [Item], to new: [Item]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.init(position: prefix, removed: old.count - prefix - suffix, added: new.count - prefix - suffix)
    }

    public var isEmpty: Bool { removed == 0 && added == 0 }
}
