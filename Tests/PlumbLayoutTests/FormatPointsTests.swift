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
