/// What a benchmark row holds per key (a formatter, a prepared key), called
/// in place: each value sits in a `let` of an object of its own, reached
/// through an unretained reference, so a call costs what calling a
/// formatter a service keeps in a property costs. Reading one out of an
/// array (`formatters[slot].format(…)`) copies it: a retain and a release
/// of its storage per call that no formatting needs (objdump of the loop:
/// the compiler cannot tell that the call leaves the array's memory alone;
/// a `let` of an object it can).
final class HeldInPlace<Value> {
    private final class Box {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// Keeps the boxes alive for ``unretained``.
    private let boxes: [Box]
    private let unretained: [Unmanaged<Box>]

    init(_ values: [Value]) {
        boxes = values.map(Box.init)
        unretained = boxes.map { Unmanaged.passUnretained($0) }
    }

    /// Calls `body` with the value of key `slot` (0..<count) in place.
    @inline(__always)
    func with<Result>(_ slot: Int, _ body: (Value) throws -> Result) rethrows -> Result {
        // Safe: `boxes` holds every box as long as `self` lives, and `self`
        // lives through this call.
        try unretained[slot]._withUnsafeGuaranteedRef { try body($0.value) }
    }
}
