/// "Did you mean" suggestions: a table of known slips first, then edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, when it is near enough to be a likely typo.
    ///
    /// `aliases` maps slips that are not typos (`goto` for `go`, the country code `kr` for the
    /// language `ko`) to what was meant; an alias is suggested only when it is a candidate here.
    public static func nearest(to word: String, in candidates: some Sequence<String>,
                               aliases: [String: String] = [:]) -> String? {
        let lowered = word.lowercased()
        let candidates = Array(candidates)
        if let meant = aliases[lowered], candidates.contains(meant) { return meant }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if let current = best, current.1 <= distance { continue }
            best = (candidate, distance)
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(3, (max(word.count, candidate.count) + 2) / 4))
        return distance <= allowed ? candidate : nil
    }

    /// " did you mean 'x'?" or "" — ready to append to a message.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>,
                                  aliases: [String: String] = [:]) -> String {
        nearest(to: word, in: candidates, aliases: aliases).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance with adjacent transpositions (optimal string alignment): "titel" is one
    /// edit from "title", as a typo is.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
