import CGtk
import Foundation

// libdispatch's hooks for a foreign run loop (the ones CoreFoundation uses):
// the main queue's wake-up file descriptor (an eventfd on Linux) and the
// function that drains the main queue.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Runs libdispatch's main queue inside GLib's main loop.
///
/// While `g_application_run` owns the main thread, nothing drains the main
/// dispatch queue, so `@MainActor` tasks and `DispatchQueue.main` blocks
/// would never run. The main queue signals pending work on an eventfd; GLib
/// watches that descriptor and drains the queue whenever it becomes readable.
/// Install once, on the main thread, before anything is scheduled.
enum MainLoopBridge {
    @MainActor private static var sourceID: guint = 0

    @MainActor static func install() {
        guard sourceID == 0 else { return }
        let descriptor = dispatchMainQueueHandle()
        sourceID = g_unix_fd_add(descriptor, G_IO_IN, { descriptor, _, _ in
            // Reset the eventfd first (it is readable, so this cannot block),
            // then run everything queued; work queued meanwhile wakes us again.
            var counter: UInt64 = 0
            _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
            dispatchMainQueueDrain(nil)
            return 1  // G_SOURCE_CONTINUE (a macro Swift cannot see): keep watching
        }, nil)
    }
}
