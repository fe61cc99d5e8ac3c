import Testing
import PlumbLayout

@Suite struct FormatPointsTests {
  @Test func formatsPointsForPeople() {
    #expect(formatPoints(16) == "16")
    #expect(formatPoints(213.3333) == "213.333")
    #expect(formatPoints(-0.0004) == "0")
    #expect(formatPoints(20.5) == "20.5")
  }

  @Test func hugeAndNonFiniteValuesDoNotCrash() {
    #expect(formatPoints(1e20) == "1e+20")
    #expect(formatPoints(-9.5e15) == "-9.5e+15")
    #expect(formatPoints(.infinity) == "inf")
    #expect(formatPoints(.nan) == "nan")
  }
}

@Suite struct ConstraintNotationTests {
  @Test func specsPrintInAppleNotation() {
    let a = Layout.AnchorRef(item: "a", attribute: .width), b = Layout.AnchorRef(item: "b", attribute: .width)
    #expect(Layout.ConstraintSpec(first: a, second: b, multiplier: 2, constant: -8, priority: 750).notation == "a.width == 2 * b.width - 8 @750")
    #expect(Layout.ConstraintSpec(first: a, relation: .greaterThanOrEqual, constant: 44).notation == "a.width >= 44")
    #expect(Layout.ConstraintSpec(first: a, second: b, constant: 0.5).notation == "a.width == b.width + 0.5")
  }
}
