extension Int {
    /// "1,000,000": digits in threes, the same in every locale, as the
    /// app's other English text is.
    public var grouped: String {
        let digits = String(magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (self < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
