import Testing
import ArtModel
@testable import EmojiArtBench

@Suite struct FrameStatisticsTests {
    @Test func framesPerSecondCountsIntervalsBetweenFrames() {
        var statistics = FrameStatistics()
        for frame in 0...60 { statistics.recordFrame(at: 10 + Double(frame) / 60) }
        #expect(abs(statistics.framesPerSecond - 60) < 1e-9)
        statistics.recordFrame(at: 11.5)
        #expect(abs(statistics.longestFrameMilliseconds - 500) < 1e-6)
    }

    @Test func percentilesAreNearestRank() {
        let samples = (1...20).map(Double.init).shuffled()
        #expect(FrameStatistics.percentile(50, of: samples) == 10)
        #expect(FrameStatistics.percentile(95, of: samples) == 19)
        #expect(FrameStatistics.percentile(100, of: samples) == 20)
        #expect(FrameStatistics.percentile(95, of: []) == 0)
    }
}

@Suite struct BenchmarkAnimationTests {
    let fitted = Viewport(viewSize: Size(width: 1920, height: 1000), zoom: 0.25)
    let document = Size(width: 6000, height: 4000)

    @Test func startsAndEndsEachPeriodOnTheFittedView() {
        let animation = BenchmarkAnimation(fitted: fitted, documentSize: document, period: 4)
        #expect(animation.viewport(at: 0) == fitted)
        #expect(abs(animation.viewport(at: 4).zoom - fitted.zoom) < 1e-9)
    }

    @Test func zoomsToThreeTimesTheFitHalfwayAndStaysOverTheDocument() {
        let animation = BenchmarkAnimation(fitted: fitted, documentSize: document, period: 4)
        #expect(abs(animation.viewport(at: 2).zoom - 0.75) < 1e-9)
        for step in 0..<40 {
            let center = animation.viewport(at: Double(step) / 10).visibleDocumentRect.center
            #expect(abs(center.x) <= 1500 + 1e-6 && abs(center.y) <= 1000 + 1e-6)
        }
    }
}
