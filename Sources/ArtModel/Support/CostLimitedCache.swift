/// A cache that forgets its least recently used entries once their total
/// cost (bytes, say) passes a limit, so memory stays bounded however the
/// user zooms.
public struct CostLimitedCache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let cost: Int
        var lastUse: Int
    }

    public var costLimit: Int
    public private(set) var totalCost = 0
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    public init(costLimit: Int) {
        self.costLimit = costLimit
    }

    public var count: Int { entries.count }

    public mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// The value, without counting as a use.
    public func peek(_ key: Key) -> Value? {
        entries[key]?.value
    }

    /// Changes values in place, without counting as a use.
    public mutating func updateValues(_ update: (Key, inout Value) -> Void) {
        for (key, entry) in entries {
            var value = entry.value
            update(key, &value)
            entries[key] = Entry(value: value, cost: entry.cost, lastUse: entry.lastUse)
        }
    }

    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        clock += 1
        if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: clock), forKey: key) {
            totalCost -= old.cost
        }
        totalCost += cost
        guard totalCost > costLimit else { return }
        // Evict down to three quarters of the limit, oldest first, keeping
        // what was just inserted.
        for (oldKey, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where oldKey != key {
            guard totalCost > costLimit * 3 / 4 else { break }
            entries[oldKey] = nil
            totalCost -= entry.cost
        }
    }
}
