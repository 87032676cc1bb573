import Foundation

/// The sizes emoji glyphs are rendered at: bands a quarter-octave apart, so a
/// glyph is drawn from the band at or just above its size on screen, only
/// ever shrunk a little, and a few renderings serve every zoom.
public enum GlyphBand {
    private static let bandsPerOctave = 4.0
    /// Larger glyphs are enlarged from this band's rendering. The colour
    /// emoji font's glyphs are 136-pixel bitmaps, so rendering them larger
    /// only enlarges them anyway (a 480-pixel bee looked the same either
    /// way), while cairo keeps its own copy of every glyph at every size
    /// it has rendered: up to 512 pixels, that held 90 MB more when the
    /// benchmark zoomed in on a small picture.
    public static let largest = unclampedBand(forPixelSize: 160)

    /// Emojis smaller than this on screen or in a picture are left out:
    /// too small to see, and a glyph rendered at that size is empty.
    public static let smallestDrawnPixelSize = 0.5

    public static func band(forPixelSize pixelSize: Double) -> Int {
        min(unclampedBand(forPixelSize: pixelSize), largest)
    }

    private static func unclampedBand(forPixelSize pixelSize: Double) -> Int {
        Int((log2(max(pixelSize, 1)) * bandsPerOctave).rounded(.up))
    }

    public static func pixelSize(ofBand band: Int) -> Double {
        pow(2, Double(band) / bandsPerOctave)
    }

    /// The size a glyph drawn `pixelSize` pixels high is rendered at: its band's.
    public static func renderedSize(forPixelSize pixelSize: Double) -> Double {
        self.pixelSize(ofBand: band(forPixelSize: pixelSize))
    }
}
