import ArtModel
import CGtk
import Foundation

/// The canvas's event controllers. Each handler collects the event's facts,
/// hands them to the CanvasInteraction, and asks for a redraw.
@MainActor
final class CanvasInput {
    private unowned let canvas: CanvasController
    private var interaction: CanvasInteraction { canvas.interaction }
    private var gesture = PointerGesture()
    private var scrollResize = ScrollResizePause()
    private var pointer = Point.zero
    /// Where the pointer is while it is over the canvas.
    private(set) var pointerOverCanvas: Point?
    private var pendingScrollResize: Task<Void, Never>?

    init(canvas: CanvasController) {
        self.canvas = canvas
        installPrimaryButton()
        installSecondaryButton()
        installMiddleButtonPan()
        installScrollAndPinch()
        installKeys()
    }

    private var widget: UnsafeMutablePointer<GtkWidget> { canvas.widget }

    private func add(_ controller: some GPointer) {
        gtk_widget_add_controller(widget, controller.cast())
    }

    private static func modifiers(of controller: some GPointer) -> InputModifiers {
        InputModifiers(gtk_event_controller_get_current_event_state(controller.cast()))
    }

    /// What the primary button's gesture says an event means, done.
    private func perform(_ meaning: PointerGesture.Meaning?) {
        switch meaning {
        case .click(let point, let modifiers): interaction.click(at: point, modifiers: modifiers)
        case .doubleClick(let point): interaction.doubleClick(at: point)
        case .beginDrag(let point, let modifiers): interaction.beginDrag(at: point, modifiers: modifiers)
        case .updateDrag(let translation, let modifiers): interaction.updateDrag(translation: translation, modifiers: modifiers)
        case .endDrag: interaction.endDrag()
        case nil: return
        }
        canvas.refresh()
    }

    /// Clicks select, double-clicks on the background zoom to fit, and drags
    /// move emojis, draw a rubber band, or pan.
    private func installPrimaryButton() {
        let click = Opaque<EventController>(gtk_gesture_click_new())
        gtk_gesture_single_set_button(click.cast(), guint(GDK_BUTTON_PRIMARY))
        Signal.connect(click, .pressed) { [unowned self] (count: Int32, x: Double, y: Double) in
            gtk_widget_grab_focus(widget)
            perform(gesture.press(count: Int(count), at: Point(x: x, y: y)))
            canvas.refresh()
        }
        Signal.connect(click, .released) { [unowned self] (count: Int32, x: Double, y: Double) in
            perform(gesture.released(count: Int(count), at: Point(x: x, y: y), modifiers: Self.modifiers(of: click)))
        }
        add(click)

        let drag = Opaque<EventController>(gtk_gesture_drag_new())
        gtk_gesture_single_set_button(drag.cast(), guint(GDK_BUTTON_PRIMARY))
        Signal.connect(drag, .dragBegin) { [unowned self] (x: Double, y: Double) in
            gesture.dragBegan(at: Point(x: x, y: y))
        }
        Signal.connect(drag, .dragUpdate) { [unowned self] (dx: Double, dy: Double) in
            for meaning in gesture.dragMoved(by: Point(x: dx, y: dy), modifiers: Self.modifiers(of: drag)) { perform(meaning) }
        }
        Signal.connect(drag, .dragEnd) { [unowned self] (_: Double, _: Double) in
            perform(gesture.dragEnded())
        }
        Signal.connect(drag, .cancel) { [unowned self] in
            interaction.cancelDrag()
            canvas.refresh()
        }
        add(drag)
    }

    private func installSecondaryButton() {
        let click = Opaque<EventController>(gtk_gesture_click_new())
        gtk_gesture_single_set_button(click.cast(), guint(GDK_BUTTON_SECONDARY))
        Signal.connect(click, .pressed) { [unowned self] (_: Int32, x: Double, y: Double) in
            gtk_widget_grab_focus(widget)
            let aboutEmojis = interaction.contextClick(at: Point(x: x, y: y))
            canvas.refresh()
            canvas.contextMenu.popUp(at: x, y: y, aboutEmojis: aboutEmojis)
        }
        add(click)
    }

    private func installMiddleButtonPan() {
        let drag = Opaque<EventController>(gtk_gesture_drag_new())
        gtk_gesture_single_set_button(drag.cast(), guint(GDK_BUTTON_MIDDLE))
        Signal.connect(drag, .dragBegin) { [unowned self] (x: Double, y: Double) in
            interaction.beginPan(at: Point(x: x, y: y))
        }
        Signal.connect(drag, .dragUpdate) { [unowned self] (dx: Double, dy: Double) in
            interaction.updateDrag(translation: Point(x: dx, y: dy))
            canvas.refresh()
        }
        Signal.connect(drag, .dragEnd) { [unowned self] (_: Double, _: Double) in
            interaction.endDrag()
        }
        add(drag)
    }

    private func installScrollAndPinch() {
        let motion = Opaque<EventController>(gtk_event_controller_motion_new())
        for signal in [SignalName.motion, .pointerEntered] {
            Signal.connect(motion, signal) { [unowned self] (x: Double, y: Double) in
                pointer = Point(x: x, y: y)
                pointerOverCanvas = pointer
            }
        }
        Signal.connect(motion, .pointerLeft) { [unowned self] in pointerOverCanvas = nil }
        add(motion)

        let scroll = Opaque<EventController>(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES))
        Signal.connectScroll(scroll) { [unowned self] dx, dy in
            let unit: ScrollRule.Unit = gtk_event_controller_scroll_get_unit(scroll.cast()) == GDK_SCROLL_UNIT_SURFACE ? .surface : .wheel
            let resizing = interaction.scroll(dx: dx, dy: dy, unit: unit, modifiers: Self.modifiers(of: scroll), at: pointer)
            if resizing { commitScrollResizeAfterPause() }
            canvas.refresh()
            return true
        }
        add(scroll)

        let pinch = Opaque<EventController>(gtk_gesture_zoom_new())
        Signal.connect(pinch, .begin) { [unowned self] in
            interaction.beginPinch(at: Self.center(of: pinch))
        }
        Signal.connectScale(pinch) { [unowned self] scale in
            interaction.updatePinch(scale: scale, center: Self.center(of: pinch))
            canvas.refresh()
        }
        Signal.connect(pinch, .end) { [unowned self] in
            interaction.endPinch()
            canvas.refresh()
        }
        add(pinch)

        // The same two fingers turning: grouped with the pinch, so both see every touch.
        let turn = Opaque<EventController>(gtk_gesture_rotate_new())
        Signal.connect(turn, .angleChanged) { [unowned self] (_: Double, change: Double) in
            interaction.updatePinch(turn: change * 180 / .pi)
            canvas.refresh()
        }
        add(turn)
        gtk_gesture_group(pinch.cast(), turn.cast())
    }

    private static func center(of gesture: some GPointer) -> Point {
        var x = 0.0, y = 0.0
        gtk_gesture_get_bounding_box_center(gesture.cast(), &x, &y)
        return Point(x: x, y: y)
    }

    private func commitScrollResizeAfterPause() {
        let due = scrollResize.resized(at: ProcessInfo.processInfo.systemUptime)
        pendingScrollResize?.cancel()
        pendingScrollResize = Task { [weak self] in
            try? await Task.sleep(for: .seconds(due - ProcessInfo.processInfo.systemUptime))
            guard let self, !Task.isCancelled, scrollResize.isDue(at: ProcessInfo.processInfo.systemUptime) else { return }
            interaction.commitPreview()
            canvas.refresh()
        }
    }

    /// Keys for the focused canvas: Delete, Escape, arrows, + and -, Tab
    /// and Shift+Tab among the emojis, Space to select the focused one.
    private func installKeys() {
        let keys = Opaque<EventController>(gtk_event_controller_key_new())
        Signal.connectKeyPressed(keys) { [unowned self] keyval, state in
            guard let name = gdk_keyval_name(keyval).map({ String(cString: $0) }) else { return false }
            guard let command = CanvasCommand.forKey(name, modifiers: InputModifiers(state)) else { return false }
            interaction.readsRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            let handled = interaction.perform(command)
            if case .moveFocus = command, handled { canvas.describe() }
            canvas.refresh()
            return handled
        }
        add(keys)
    }
}

extension InputModifiers {
    /// The modifiers the model knows of, from GDK's state of an event.
    init(_ state: GdkModifierType) {
        self = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { insert(.control) }
    }
}
