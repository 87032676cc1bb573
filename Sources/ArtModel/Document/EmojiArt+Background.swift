import Foundation

extension EmojiArt {
    public enum Background: Equatable, Sendable {
        case blank
        case url(URL)
        case imageData(Data)

        public var url: URL? {
            if case .url(let url) = self { url } else { nil }
        }

        public var imageData: Data? {
            if case .imageData(let data) = self { data } else { nil }
        }
    }
}

extension EmojiArt.Background: Codable {
    // The original app renamed the URL key to "theURL"; "url" is accepted on
    // read as well, since that is the name one would guess.
    private enum CodingKeys: String, CodingKey {
        case url = "theURL"
        case plainURL = "url"
        case imageData
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let url = try container.decodeIfPresent(URL.self, forKey: .url)
            ?? container.decodeIfPresent(URL.self, forKey: .plainURL) {
            self = .url(url)
        } else if let data = try container.decodeIfPresent(Data.self, forKey: .imageData) {
            self = .imageData(data)
        } else {
            self = .blank
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .blank: break
        case .url(let url): try container.encode(url, forKey: .url)
        case .imageData(let data): try container.encode(data, forKey: .imageData)
        }
    }
}
