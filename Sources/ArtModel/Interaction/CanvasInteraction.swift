import Foundation

/// The state of one canvas between pointer and keyboard events: the viewport,
/// the gesture under way and its preview. The GTK canvas forwards each event's
/// facts here and draws what this says; every decision is made here.
@MainActor
public final class CanvasInteraction {
    public let document: EmojiArtDocument
    /// Where the view is, or is going: what hit tests and gestures use.
    public private(set) var viewport = Viewport(viewSize: Size(width: 0, height: 0)) {
        didSet { transition = nil }  // anything else that moves the view ends a fit's glide there
    }
    /// A zoom to fit under way: what is drawn until it ends (displayedViewport).
    public private(set) var transition: ViewportTransition?
    /// How long zoom to fit takes, in seconds: 0 shows the fit at once, as
    /// when the desktop turns animations off (the shell's to say).
    public var fitDuration = 0.0
    /// Seconds, steadily increasing; a test's own clock stands in for it.
    public var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// True until the user zooms or pans; while true a resize refits.
    public private(set) var isFittedToWindow = true
    /// The background image's size, once it is decoded.
    public var backgroundSize: Size? {
        didSet { if isFittedToWindow { zoomToFit() } }
    }
    public private(set) var drag: CanvasDrag?
    /// A move or resize being made and not yet an undo step: a gesture's,
    /// or a Ctrl+scroll resize the document holds until a pause.
    public var preview: EmojiPreview? { gesturePreview ?? document.pendingEdit }
    /// What a drag or pinch under way shows.
    private var gesturePreview: EmojiPreview?
    private var pinchStart: Viewport?
    /// The keyboard's focus ring among the emojis (Tab, Shift+Tab, Space).
    public private(set) var focus = EmojiFocus()
    /// Tab reads rows right to left (the widget's text direction).
    public var readsRightToLeft = false
    /// The ring is shown from the keyboard's first Tab until the pointer is
    /// used again, as GNOME shows focus.
    public private(set) var showsFocusRing = false

    public init(document: EmojiArtDocument) {
        self.document = document
    }

    // MARK: - What to draw

    /// The emojis as they look now, with any gesture's preview applied.
    public var displayedEmojis: EmojiList {
        guard let preview else { return document.emojis }
        return document.emojis.updating(preview.ids) { $0 = preview.applied(to: $0) }
    }

    /// The emojis a gesture moves or resizes, as the document has them.
    /// Looked up once a gesture, not once a frame: a rubber band's emojis
    /// lie in every chunk of a large document, and each lookup of 1,000 of
    /// them walked all 100,000.
    public var emojisBeforePreview: [EmojiArt.Emoji] {
        guard let preview else { return [] }
        if previewLookup?.ids != preview.ids || previewLookup?.document != document.emojis {
            previewLookup = (preview.ids, document.emojis, document.emojis.emojis(withIDs: preview.ids))
        }
        return previewLookup?.found ?? []
    }

    /// The emojis a gesture moves or resizes, as they look now.
    public var previewedEmojis: [EmojiArt.Emoji] {
        guard let preview else { return [] }
        return emojisBeforePreview.map(preview.applied)
    }

    private var previewLookup: (ids: Set<EmojiArt.Emoji.ID>, document: EmojiList, found: [EmojiArt.Emoji])?
    private var selectionBoxLookup: (selection: Set<EmojiArt.Emoji.ID>, emojis: EmojiList, box: Rect?)?

    /// The rubber band being drawn, in document coordinates.
    public var rubberBand: Rect? {
        guard let drag, case .rubberBand = drag.kind else { return nil }
        return drag.band(in: viewport)
    }

    // MARK: - View

    public func setViewSize(_ size: Size) {
        viewport.viewSize = size
        if !size.isEmpty, let view = viewToRestore {
            viewToRestore = nil
            view.viewport(in: size).map(show)
        }
        if isFittedToWindow { zoomToFit() }
    }

    /// How the document was left, shown once the view has a size.
    private var viewToRestore: DocumentViewStore.View?

    /// Shows the document as it was left (`view`) once the view has its
    /// size; a view that was fitted fits the window it opens in.
    public func restore(_ view: DocumentViewStore.View) {
        viewToRestore = view
    }

    public func zoomToFit() {
        isFittedToWindow = true
        viewport = DocumentExtent.fit(viewport, backgroundSize: backgroundSize, emojis: document.emojis)
    }

    /// Zoom to fit as the user asks for it (Ctrl+0, a double-click, a new
    /// background): from `shown`, what the view showed before, it glides
    /// there over `fitDuration`. A resize's refit, and the first, are at once.
    public func zoomToFit(from shown: Viewport) {
        zoomToFit()
        guard fitDuration > 0, !shown.viewSize.isEmpty, shown != viewport else { return }
        transition = ViewportTransition(from: shown, to: viewport, start: clock(), duration: fitDuration)
    }

    /// What to draw now: the viewport, or the fit's glide towards it.
    public var displayedViewport: Viewport {
        transition?.viewport(at: clock()) ?? viewport
    }

    /// Whether the view is still gliding (the shell draws a frame for each step).
    public var isGliding: Bool {
        transition.map { clock() < $0.end } ?? false
    }

    /// Where the view is gliding to, while it glides.
    public var glideDestination: Viewport? {
        isGliding ? viewport : nil
    }

    /// Zooms around a view point (the pointer), or the view's centre.
    public func zoom(by factor: Double, around anchor: Point? = nil) {
        isFittedToWindow = false
        viewport = viewport.zoomed(by: factor, around: anchor ?? viewport.center)
    }

    /// Shows exactly `viewport` (for a scripted animation).
    public func show(_ viewport: Viewport) {
        isFittedToWindow = false
        self.viewport = viewport
    }

    public func pan(by offset: Point) {
        isFittedToWindow = false
        viewport = viewport.panned(by: offset)
    }

    // MARK: - Clicks

    public func click(at point: Point, modifiers: InputModifiers) {
        commitPreview()
        let hit = emoji(at: point)
        // Tab goes on from what was clicked.
        focus = EmojiFocus(focused: hit?.id)
        showsFocusRing = false
        document.select(SelectionRule.afterClick(on: hit?.id, modifiers: modifiers, selection: document.selection))
    }

    public func doubleClick(at point: Point) {
        if emoji(at: point) == nil { zoomToFit(from: displayedViewport) }
    }

    /// A right click: the emoji under the pointer joins the selection if it
    /// was not in it, so the context menu acts on what the user pointed at.
    /// Returns whether the menu is about emojis (false: the background).
    public func contextClick(at point: Point) -> Bool {
        commitPreview()
        guard let hit = emoji(at: point) else { return false }
        if !document.selection.contains(hit.id) { document.select([hit.id]) }
        return true
    }

    // MARK: - Drags

    public func beginDrag(at point: Point, modifiers: InputModifiers) {
        commitPreview()
        showsFocusRing = false
        drag = CanvasDrag.begin(at: point, viewport: viewport, emojis: document.emojis,
                                selection: document.selection, handle: rotationHandle, modifiers: modifiers)
    }

    /// A middle-button drag always pans.
    public func beginPan(at point: Point) {
        commitPreview()
        drag = CanvasDrag(kind: .pan(from: viewport), start: point)
    }

    /// Shift (`modifiers`) snaps the rotation handle's turn to 15° steps.
    public func updateDrag(translation: Point, modifiers: InputModifiers = []) {
        guard var drag else { return }
        drag.translation = translation
        self.drag = drag
        switch drag.kind {
        case .pan(let start):
            isFittedToWindow = false
            viewport = start.panned(by: translation)
        case .move(let ids):
            let offset = drag.documentOffset(zoom: viewport.zoom)
            gesturePreview = EmojiPreview(ids: ids, change: .move(x: offset.x, y: offset.y))
        case .rubberBand:
            break
        case .rotate(let ids, let pivot):
            let degrees = RotationHandle.degrees(from: drag.start, by: translation, about: pivot,
                                                 snapping: modifiers.contains(.shift))
            gesturePreview = EmojiPreview(ids: ids, change: .rotate(degrees))
        }
    }

    /// The selection's rotation handle and the point it turns about, in
    /// the view; nil with nothing selected, or while a gesture changes the
    /// selection (its box would move under the hand).
    public var rotationHandle: (dot: Point, pivot: Point)? {
        let selection = document.selection
        guard !selection.isEmpty else { return nil }
        if case .rotate(_, let pivot)? = drag?.kind, let box = selectionBox(of: selection) {
            return RotationHandle.place(around: box, in: viewport).map { ($0.dot, pivot) }
        }
        guard preview == nil, let box = selectionBox(of: selection) else { return nil }
        return RotationHandle.place(around: box, in: viewport)
    }

    /// The box around the selected emojis as turned, looked up once for
    /// each version of the document and selection (not each frame).
    private func selectionBox(of selection: Set<EmojiArt.Emoji.ID>) -> Rect? {
        if selectionBoxLookup?.selection != selection || selectionBoxLookup?.emojis != document.emojis {
            let box = DocumentExtent.rect(backgroundSize: nil, emojis: document.emojis.emojis(withIDs: selection))
            selectionBoxLookup = (selection, document.emojis, box)
        }
        return selectionBoxLookup?.box
    }

    /// Ends the drag: a move becomes one undo step, a rubber band a selection.
    public func endDrag() {
        guard let drag else { return }
        if case .rubberBand(let extending) = drag.kind {
            document.select(SelectionRule.afterRubberBand(drag.band(in: viewport), emojis: document.emojis,
                                                          selection: document.selection, extending: extending))
        }
        self.drag = nil
        commitPreview()
    }

    /// Abandons the drag: whatever it previewed is forgotten.
    public func cancelDrag() {
        if case .pan(let start)? = drag?.kind { viewport = start }
        drag = nil
        gesturePreview = nil
    }

    // MARK: - Pinch and scroll

    /// A pinch resizes the selection wherever it happens (the course's rule:
    /// two fingers need not land on a small emoji); with nothing selected it
    /// zooms. Ctrl+scroll, which is aimed, resizes only over the selection.
    public func beginPinch(at center: Point) {
        commitPreview()
        if !document.selection.isEmpty {
            gesturePreview = EmojiPreview(ids: document.selection, change: .pinch(scale: 1, degrees: 0))
        } else {
            pinchStart = viewport
        }
    }

    /// `scale` is relative to the start of the pinch.
    public func updatePinch(scale: Double, center: Point) {
        if let pinchStart {
            isFittedToWindow = false
            viewport = pinchStart.zoomed(by: scale, around: center)
        } else if let gesturePreview, case .pinch(_, let degrees) = gesturePreview.change {
            self.gesturePreview = EmojiPreview(ids: gesturePreview.ids, change: .pinch(scale: scale, degrees: degrees))
        }
    }

    /// Two fingers turning (GtkGestureRotate, beside the pinch): the
    /// selection turns with them, by `degrees` clockwise since they landed.
    public func updatePinch(turn degrees: Double) {
        guard let gesturePreview, case .pinch(let scale, _) = gesturePreview.change, degrees.isFinite else { return }
        self.gesturePreview = EmojiPreview(ids: gesturePreview.ids, change: .pinch(scale: scale, degrees: Int(degrees.rounded())))
    }

    public func endPinch() {
        pinchStart = nil
        commitPreview()
    }

    /// Returns true when the scroll left a resize preview that the caller
    /// should commit (`commitPreview`) once scrolling pauses, so a burst of
    /// wheel notches is one undo step.
    @discardableResult
    public func scroll(dx: Double, dy: Double, unit: ScrollRule.Unit = .wheel, modifiers: InputModifiers, at point: Point) -> Bool {
        switch ScrollRule.action(dx: dx, dy: dy, unit: unit, modifiers: modifiers, pointerOverSelection: isOverSelection(point)) {
        case .pan(let offset):
            commitPreview()
            pan(by: offset)
        case .zoom(let factor):
            commitPreview()
            zoom(by: factor, around: point)
        case .resizeSelection(let factor):
            let scaled: Double
            if let pending = document.pendingEdit, pending.ids == document.selection, case .scale(let previous) = pending.change {
                scaled = previous * factor
            } else {
                commitPreview()
                scaled = factor
            }
            document.holdPendingEdit(EmojiPreview(ids: document.selection, change: .scale(scaled)))
            return true
        }
        return false
    }

    /// Makes the preview, if any, one undo step.
    public func commitPreview() {
        if let gesturePreview {
            self.gesturePreview = nil
            gesturePreview.commit(to: document)
        }
        document.commitPendingEdit()
    }

    // MARK: - Keys and drops

    /// Returns false when the key is not the canvas's to handle: Tab past
    /// the last emoji (the focus moves on to the next widget), Space with no
    /// emoji focused.
    @discardableResult
    public func perform(_ command: CanvasCommand) -> Bool {
        commitPreview()
        let selection = document.selection
        focus.keep(onlyAmong: document.emojis)
        switch command {
        case .deleteSelection:
            document.removeEmojis(selection)
        case .clearSelection:
            document.select([])
        case .nudge(let x, let y):
            document.moveEmojis(selection, by: (x: Self.documentSteps(x, zoom: viewport.zoom),
                                                y: Self.documentSteps(y, zoom: viewport.zoom)))
        case .resizeSelection(let factor):
            document.scaleEmojis(selection, by: factor)
        case .rotateSelection(let degrees):
            document.rotateEmojis(selection, by: degrees)
        case .flipSelection:
            guard !selection.isEmpty else { return false }
            document.flipEmojis(selection)
        case .moveFocus(let forward):
            guard focus.move(forward: forward, among: document.emojis, rightToLeft: readsRightToLeft) else { return false }
            showsFocusRing = true
            revealFocusedEmoji()
        case .toggleFocusedSelection:
            guard let focused = focusedEmoji else { return false }
            document.select(selection.symmetricDifference([focused.id]))
        }
        return true
    }

    /// The emoji with the focus ring, if it is still in the document.
    public var focusedEmoji: EmojiArt.Emoji? {
        focus.focused.flatMap { document.emojiArt[id: $0] }
    }

    /// Pans just enough for the focused emoji to be wholly in view.
    private func revealFocusedEmoji() {
        guard let emoji = focusedEmoji else { return }
        let frame = viewport.viewRect(fromDocument: emoji.frame)
        let margin = 16.0
        func shift(_ low: Double, _ high: Double, within size: Double) -> Double {
            if low < margin { return margin - low }
            if high > size - margin { return max(size - margin - high, margin - low) }
            return 0
        }
        let offset = Point(x: shift(frame.minX, frame.maxX, within: viewport.viewSize.width),
                           y: shift(frame.minY, frame.maxY, within: viewport.viewSize.height))
        guard offset != .zero else { return }
        isFittedToWindow = false
        viewport = viewport.panned(by: offset)
    }

    /// Whether dropping `text` would do anything: a web or file address (a
    /// background) or an emoji.
    public static func accepts(text: String) -> Bool {
        BackgroundSource(text: text) != nil || EmojiText.firstEmoji(in: text) != nil
    }

    /// The desktop's text scale (1: none; 1.5 for large text): a new emoji
    /// is as much larger, as the original followed Dynamic Type.
    public var textScale = 1.0

    /// Adds the first emoji in `text` where it was dropped, at a size that
    /// looks like the default on screen, scaled as the desktop's text is.
    /// Returns false when `text` holds no emoji, so the drop is refused.
    @discardableResult
    public func drop(_ text: String, at point: Point) -> Bool {
        guard let emoji = EmojiText.firstEmoji(in: text) else { return false }
        commitPreview()
        let position = viewport.documentPoint(fromView: point)
        let added = document.addEmoji(emoji, at: (x: Int(position.x.rounded()), y: Int(position.y.rounded())), size: newEmojiSize)
        document.select([added.id])
        return true
    }

    /// A new emoji's size: one that looks like the default on screen.
    var newEmojiSize: Int {
        EmojiSize.clamped(Double(EmojiSize.defaultSize) * textScale / viewport.zoom)
    }

    /// Adds an emoji at the centre of what is visible: the keyboard's way.
    @discardableResult
    public func addAtCenter(_ text: String) -> Bool {
        drop(text, at: viewport.center)
    }

    // MARK: - Hit testing

    private func emoji(at point: Point) -> EmojiArt.Emoji? {
        EmojiHitTester.emoji(at: viewport.documentPoint(fromView: point), in: document.emojis)
    }

    public func isOverSelection(_ point: Point) -> Bool {
        emoji(at: point).map { document.selection.contains($0.id) } ?? false
    }

    /// A nudge of some view points as whole document points, never zero.
    static func documentSteps(_ viewPoints: Double, zoom: Double) -> Int {
        guard viewPoints != 0 else { return 0 }
        let steps = Int((viewPoints / zoom).rounded())
        return steps != 0 ? steps : (viewPoints > 0 ? 1 : -1)
    }
}
