import Testing
@testable import PlumbLayout

/// "Did you mean …?": the closest candidate within the limit, ties to the earliest, by characters.
@Suite struct SuggestionTests {
  @Test func editDistanceCountsTranspositionsAsOneEdit() {
    #expect(Suggestion.editDistance("leading", "laeding") == 1)
    #expect(Suggestion.editDistance("", "top") == 3)
    #expect(Suggestion.editDistance("centerX", "centerY") == 1)
    #expect(Suggestion.editDistance("ab", "ba") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("שלום", "שלם") == 1)
  }

  @Test func closestIsTheNearestWithinTheLimit() {
    #expect(Suggestion.closest(to: "titel", in: ["title", "detail"]) == "title")
    #expect(Suggestion.closest(to: "zzz", in: ["title"]) == nil)
    #expect(Suggestion.closest(to: "TOP", in: ["bottom", "top"]) == "top")
    #expect(Suggestion.closest(to: "ab", in: ["abc", "abd"]) == "abc")   // a tie goes to the earliest
  }

  /// Skipping candidates whose length differs by more than the limit changes nothing: the answer is
  /// the brute-force one over every candidate, for words of every length against UIKit's attribute names.
  @Test func skippingByLengthGivesTheBruteForceAnswer() {
    let names = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                 "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                 "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "x", "İstanbul"]
    var words = names
    for name in names {
      words.append(String(name.dropFirst()))
      words.append(String(name.dropLast()) + "zz")
      words.append(name.uppercased())
      words.append(String(name.reversed()))
      words.append(name + name)
    }
    words += ["", "a", "ab", "istanbul", "leadingg", "wdith", "heigth", "centrX", "lastBaselin"]
    for word in words {
      let limit = min(3, max(1, word.count / 3 + (word.count >= 4 ? 1 : 0)))
      var expected: (name: String, distance: Int)?
      for name in names {
        let distance = Suggestion.editDistance(word.lowercased(), name.lowercased())
        if distance <= limit, expected == nil || distance < expected!.distance { expected = (name, distance) }
      }
      #expect(Suggestion.closest(to: word, in: names) == expected?.name, "\(word)")
    }
  }
}
