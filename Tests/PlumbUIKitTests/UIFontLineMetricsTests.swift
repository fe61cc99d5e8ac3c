import Foundation
import Testing

@testable import PlumbUIKit

/// `UIFont`'s line metrics for the system font are San Francisco's, unrounded, as UIKit reports them (layouts
/// that inset by `capHeight` or stack by `lineHeight` land where iOS puts them).
@MainActor
@Suite struct UIFontLineMetricsTests {
  @Test func systemFontReportsSanFranciscosMetrics() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.lineHeight - 20.287) < 0.001)
    #expect(abs(body.ascender - 16.187) < 0.001)
    #expect(abs(body.descender - -4.101) < 0.001)
    #expect(abs(body.capHeight - 11.978) < 0.001)
    #expect(abs(body.xHeight - 8.948) < 0.001)
    let title = UIFont.boldSystemFont(ofSize: 34)
    #expect(abs(title.lineHeight - 2 * body.lineHeight) < 1e-9)   // proportional to the size, any weight
    #expect(abs(title.capHeight - 23.956) < 0.001)
  }

  /// Other fonts keep their own line box, not rounded to a whole point.
  @Test func otherFontsAreMeasuredUnrounded() {
    let inter = UIFont(name: "Inter", size: 17)!
    #expect(abs(inter.lineHeight - 20.586) < 0.02)   // Inter's 1.2109 em, to the thousandth of a point
    #expect(inter.lineHeight != inter.lineHeight.rounded())
  }
}
