import Testing
@testable import ArtModel

@Suite struct OngoingWorkTests {
    @Test func whatIsFinishingIsShownOnlyWhenNoWindowIsLeft() {
        var work = OngoingWork<String>()
        let export = work.begin("Exporting “poster.png”…", in: "poster")
        let copy = work.begin("Copying the picture…", in: "sketch")
        #expect(work.finishing(openWindows: ["sketch"]).isEmpty)
        #expect(work.finishing(openWindows: []) == ["Exporting “poster.png”…", "Copying the picture…"])
        work.end(export)
        #expect(work.finishing(openWindows: []) == ["Copying the picture…"])
        work.end(copy)
        #expect(work.jobs.isEmpty && work.finishing(openWindows: []).isEmpty)
    }

    @Test func aFailureIsToldOverItsWindowElseTheOneUsedLastElseTheFinishingWindow() {
        var work = OngoingWork<String>()
        let job = work.begin("Exporting “poster.png”…", in: "poster")
        #expect(OngoingWork.windowToTell(failureOf: job, openWindows: ["sketch", "poster"]) == "poster")
        #expect(OngoingWork.windowToTell(failureOf: job, openWindows: ["sketch", "notes"]) == "sketch")
        #expect(OngoingWork.windowToTell(failureOf: job, openWindows: []) == nil)
    }
}
