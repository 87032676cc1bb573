/// What one row of the palette manager shows: the palette, and which of
/// its buttons work. Rows are re-made only where this changes (ListSplice).
public struct PaletteRow: Equatable, Sendable {
    public let palette: Palette
    /// Its place among all palettes, not only those a search shows.
    public let index: Int
    public let canMoveUp: Bool
    public let canMoveDown: Bool
    /// The last palette cannot be deleted.
    public let canDelete: Bool

    /// The rows of the palettes `query` matches (PaletteFilter), in order.
    public static func rows(of palettes: [Palette], matching query: String) -> [PaletteRow] {
        palettes.enumerated().filter { PaletteFilter.matches($1, query: query) }.map { index, palette in
            PaletteRow(palette: palette, index: index, canMoveUp: index > 0, canMoveDown: index < palettes.count - 1,
                       canDelete: palettes.count > 1)
        }
    }
}
