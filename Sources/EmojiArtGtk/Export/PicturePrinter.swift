import ArtModel
import CDialogs
import CGtk
import Foundation

/// Print… (Ctrl+P): GTK's print dialog, with its preview, for one page,
/// turned to the picture's shape, on which the picture is centred: fitted
/// (at first), filling the page, or at its own size, as the dialog's
/// Picture tab says. "Print to File" suggests a PDF named after the
/// document, in the Documents folder.
@MainActor
enum PicturePrinter {
    /// What the dialog's callbacks call: drawing the page into a cairo
    /// context (its address, which crosses to the main actor) of a size,
    /// and printing being over (nil, or why it failed).
    fileprivate struct Job: Sendable {
        let draw: @MainActor (_ cairo: Int, _ width: Double, _ height: Double, _ placement: Placement) -> Void
        let done: @MainActor (String?) -> Void
    }

    static func print(_ picture: PrintedPicture, named name: String, over window: UnsafeMutablePointer<GtkWindow>,
                      done: @escaping @MainActor (String?) -> Void) {
        let landscape: gboolean = picture.size.width > picture.size.height ? 1 : 0
        let job = Job(draw: { address, width, height, placement in
            guard let cairo = OpaquePointer(bitPattern: address) else { return }
            place(picture, into: cairo, width: width, height: height, as: placement)
        }, done: done)
        CStringArray.with(Placement.allCases.map(\.label)) { placements in
            emojiart_print_page(window, name, landscape, outputURI(for: name), localized("Picture"), placements, drawPrintedPage,
                                printingFinished, CallbackBox.retained(job), releasePrintJob)
        }
    }

    /// Where Print to File suggests writing: the document's name as a PDF,
    /// in the Documents folder (or the home folder, where there is none).
    private static func outputURI(for name: String) -> String {
        let folder = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) ?? g_get_home_dir()
        let path = folder.map { String(cString: $0) } ?? NSHomeDirectory()
        return URL(fileURLWithPath: path).appendingPathComponent("\(name).pdf").absoluteString
    }

    /// How the picture is placed on the page, in the dialog's order.
    enum Placement: Int, CaseIterable {
        case fit, fill, ownSize

        var label: String {
            switch self {
            case .fit: localized("_Fit to the page")
            case .fill: localized("Fi_ll the page (cut at its edges)")
            case .ownSize: localized("At its _own size (96 pixels an inch)")
            }
        }
    }

    /// The picture centred in the area: as large as it fits, as small as it
    /// fills it (clipped), or 96 picture pixels to an inch.
    private static func place(_ picture: PrintedPicture, into cairo: OpaquePointer, width: Double, height: Double, as placement: Placement) {
        let across = width / picture.size.width, down = height / picture.size.height
        let scale = switch placement {
        case .fit: min(across, down)
        case .fill: max(across, down)
        case .ownSize: 72.0 / 96
        }
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_clip(cairo)
        cairo_translate(cairo, (width - picture.size.width * scale) / 2, (height - picture.size.height * scale) / 2)
        cairo_scale(cairo, scale, scale)
        picture.draw(into: cairo)
        cairo_restore(cairo)
    }
}

/// emojiart_print_page's callbacks, on the main loop.
private func drawPrintedPage(_ cairo: OpaquePointer, _ width: Double, _ height: Double, _ placement: Int32,
                             _ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let job = CallbackBox<PicturePrinter.Job>.lent(data), address = Int(bitPattern: cairo)
    let placed = PicturePrinter.Placement(rawValue: Int(placement)) ?? .fit
    MainActor.assumeIsolated { job.draw(address, width, height, placed) }
}

private func printingFinished(_ error: UnsafePointer<CChar>?, _ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let job = CallbackBox<PicturePrinter.Job>.lent(data), message = error.map { String(cString: $0) }
    MainActor.assumeIsolated { job.done(message) }
}

private func releasePrintJob(_ data: UnsafeMutableRawPointer?) {
    AnyCallbackBox.release(data)
}
