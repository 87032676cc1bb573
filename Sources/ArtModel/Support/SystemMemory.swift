import Foundation

/// The memory the system has free for a new task.
public enum SystemMemory {
    /// The kernel's estimate of what can be allocated without swapping
    /// (MemAvailable in /proc/meminfo), or, where that cannot be read,
    /// half the physical memory.
    public static var available: Int {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
              let kilobytes = availableKilobytes(inMeminfo: text) else {
            return Int(ProcessInfo.processInfo.physicalMemory / 2)
        }
        return kilobytes * 1024
    }

    static func availableKilobytes(inMeminfo text: String) -> Int? {
        let line = text.split(separator: "\n").first { $0.hasPrefix("MemAvailable:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
