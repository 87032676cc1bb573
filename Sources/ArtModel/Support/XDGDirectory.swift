import Foundation

/// The XDG base directories, from the environment or their defaults.
public enum XDGDirectory {
    case data, config, state

    private var variable: String {
        switch self {
        case .data: "XDG_DATA_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    private var fallback: String {
        switch self {
        case .data: ".local/share"
        case .config: ".config"
        case .state: ".local/state"
        }
    }

    public func url(environment: [String: String]) -> URL {
        // The specification ignores relative paths.
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(fallback, isDirectory: true)
    }
}
