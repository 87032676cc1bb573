/// The modifier keys held during a pointer or key event.
public struct InputModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = InputModifiers(rawValue: 1 << 0)
    public static let control = InputModifiers(rawValue: 1 << 1)

    /// Shift or Ctrl: the modifiers that extend a selection.
    public var extendsSelection: Bool { !isDisjoint(with: [.shift, .control]) }
}
