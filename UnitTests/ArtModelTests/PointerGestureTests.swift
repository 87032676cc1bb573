import Testing
@testable import ArtModel

@Suite struct PointerGestureTests {
    let press = Point(x: 100, y: 50)

    @Test func aPressThatHardlyMovesIsAClick() {
        var gesture = PointerGesture()
        #expect(gesture.press(count: 1, at: press) == nil)
        gesture.dragBegan(at: press)
        let tremor = gesture.dragMoved(by: Point(x: 2, y: 3), modifiers: [])  // 3.6 points: a hand that clicks
        #expect(tremor.isEmpty)
        #expect(gesture.released(count: 1, at: press, modifiers: [.shift]) == .click(at: press, modifiers: [.shift]))
        #expect(gesture.dragEnded() == nil)
    }

    @Test func pastTheThresholdItIsADragFromWhereThePressWas() {
        var gesture = PointerGesture()
        gesture.dragBegan(at: press)
        let short = gesture.dragMoved(by: Point(x: 3, y: 0), modifiers: [])
        let far = gesture.dragMoved(by: Point(x: 4, y: 0), modifiers: [.control])
        let further = gesture.dragMoved(by: Point(x: 2, y: 1), modifiers: [.shift])
        #expect(short.isEmpty)
        #expect(far == [.beginDrag(at: press, modifiers: [.control]), .updateDrag(translation: Point(x: 4, y: 0), modifiers: [.control])])
        #expect(further == [.updateDrag(translation: Point(x: 2, y: 1), modifiers: [.shift])], "Shift may come during a drag")
        #expect(gesture.released(count: 1, at: press, modifiers: []) == nil, "a drag is not also a click")
        #expect(gesture.dragEnded() == .endDrag)
        #expect(gesture.released(count: 1, at: press, modifiers: []) == nil, "nor when the release is told after its end")
    }

    @Test func theSecondPressOfADoubleClickIsADoubleClickAndItsReleaseNoClick() {
        var gesture = PointerGesture()
        #expect(gesture.press(count: 2, at: press) == .doubleClick(at: press))
        gesture.dragBegan(at: press)
        #expect(gesture.released(count: 2, at: press, modifiers: []) == nil)
    }

    @Test func aNewPressStartsOverAfterADrag() {
        var gesture = PointerGesture()
        gesture.dragBegan(at: press)
        _ = gesture.dragMoved(by: Point(x: 10, y: 0), modifiers: [])
        _ = gesture.dragEnded()
        gesture.dragBegan(at: .zero)
        #expect(gesture.released(count: 1, at: .zero, modifiers: []) == .click(at: .zero, modifiers: []))
    }
}

@Suite struct ScrollResizePauseTests {
    @Test func aBurstBecomesOneStepAfterItsLastNotchAndAPause() {
        var pause = ScrollResizePause()
        let firstDue = pause.resized(at: 10.0)
        let secondDue = pause.resized(at: 10.3)
        let atFirst = pause.isDue(at: firstDue)
        let atSecond = pause.isDue(at: secondDue)
        let later = pause.isDue(at: 11.0)
        #expect(firstDue == 10.0 + ScrollResizePause.pause && secondDue == 10.3 + ScrollResizePause.pause)
        #expect(!atFirst, "the second notch pushed the step back")
        #expect(atSecond)
        #expect(!later, "once")
    }

    @Test func withoutANotchNothingIsDue() {
        var pause = ScrollResizePause()
        let due = pause.isDue(at: 100)
        #expect(!due)
    }
}
