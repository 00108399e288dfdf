/// The argument a specifier reads: its explicit position (`%2$lu`), else
/// the plural variable's own argument when inside a category string, else
/// the next argument in turn (advancing `next`).
func argumentPosition(explicit: Int?, ownArgument: Int?, next: inout Int) -> Int {
    if let explicit { return explicit }
    if let ownArgument { return ownArgument }
    defer { next += 1 }
    return next
}
