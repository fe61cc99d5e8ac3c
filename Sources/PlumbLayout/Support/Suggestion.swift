/// "Did you mean …?" for misspelt names: the closest candidate by edit distance, when it is close enough.
///
/// ```swift
/// Suggestion.closest(to: "titel", in: ["title", "detail"])   // "title"
/// Suggestion.closest(to: "zzz", in: ["title"])               // nil
/// ```
public enum Suggestion {
  /// The candidate with the smallest edit distance to `word`, if that distance is at most
  /// about a third of the word's length (at least 1, at most 3). Ties go to the earliest candidate.
  public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
    let limit = min(3, max(1, word.count / 3 + (word.count >= 4 ? 1 : 0)))
    let lowered = word.lowercased(), length = lowered.count
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = candidate.lowercased()
      // The distance is at least the difference in length: such candidates cannot be close enough.
      guard abs(other.count - length) <= limit else { continue }
      let distance = editDistance(lowered, other)
      if distance <= limit, best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein distance (with adjacent transpositions) between two strings, by characters.
  ///
  /// ```swift
  /// Suggestion.editDistance("leading", "laeding")   // 1
  /// ```
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let s = Array(a), t = Array(b)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var previous2 = [Int](repeating: 0, count: t.count + 1)
    var previous = Array(0...t.count)
    var current = [Int](repeating: 0, count: t.count + 1)
    for i in 1...s.count {
      current[0] = i
      for j in 1...t.count {
        let cost = s[i - 1] == t[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[t.count]
  }
}
