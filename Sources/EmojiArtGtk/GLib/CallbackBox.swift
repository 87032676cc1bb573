/// A Swift value (a closure, mostly) handed to C as a callback's data
/// pointer, and the three ways C gives it back: lent to each call of a
/// callback called many times, taken by the one call of a callback called
/// once, or let go of by a destroy notify.
final class CallbackBox<Value>: AnyCallbackBox {
    let value: Value

    private init(_ value: Value) {
        self.value = value
    }

    /// A pointer to a box of `value` holding one reference, for C to keep.
    static func retained(_ value: Value) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(CallbackBox(value)).toOpaque()
    }

    /// The value of a box C still keeps.
    static func lent(_ pointer: UnsafeMutableRawPointer) -> Value {
        Unmanaged<CallbackBox>.fromOpaque(pointer).takeUnretainedValue().value
    }

    /// The value of a box C hands back for good.
    static func taken(_ pointer: UnsafeMutableRawPointer) -> Value {
        Unmanaged<CallbackBox>.fromOpaque(pointer).takeRetainedValue().value
    }
}

/// What a destroy notify lets go of: it is a C function, which cannot name
/// the box's generic type.
class AnyCallbackBox {
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        pointer.map { Unmanaged<AnyCallbackBox>.fromOpaque($0).release() }
    }
}
