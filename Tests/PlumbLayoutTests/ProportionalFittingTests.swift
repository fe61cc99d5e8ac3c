import PlumbLayout
import Testing

/// fillProportionally divides by each arranged view's fitting length; a view with no intrinsic size fits
/// to the length its own constraints fix (UIKit's `systemLayoutSizeFitting`), inside nested stacks too.
@Suite struct ProportionalFittingTests {
  /// A vertical fillProportionally stack bounded only from below, as Xcode's okta example has it: an image
  /// (64) over a fill stack holding a text view fixed at `height == 259` and a 30-point button. The fill
  /// stack fits to 259 + 5 + 30 = 294, so the shares match the content and the stack stays at 358; with
  /// the text view counted as 0 (35 against 64) the shares could not fit the text view and the stack
  /// stretched to its `≤` bound, squeezing the button to nothing.
  @Test func fixedHeightInsideNestedStackCounts() {
    let text = view("text", constraints: [c("text.height == 259")])
    let inner = stack("inner", .vertical, spacing: 5, [text, view("button", width: 100, height: 30)])
    let outer = stack("outer", .vertical, .fillProportionally, [view("image", width: 100, height: 64), inner])
    let s = scene([outer], [
      c("outer.leading == root.leading"), c("outer.trailing == root.trailing"), c("outer.top == root.top"),
      c("outer.bottom <= root.bottom - 20"),
    ], safeTop: 0)
    let result = layout(s, width: 375, height: .points(800))
    #expect(result.frame("outer").height == 358)
    #expect(result.frame("image").height == 64)
    #expect(result.frame("inner") == Rect(x: 0, y: 64, width: 375, height: 294))
    #expect(result.frame("button").height == 30)
  }

  /// A plain view with `width == 100 @500` beside a 50-point view: the fitting size honours every priority
  /// above 50, so the two share a 300-point stack as 200 and 100 (counted as 0, `a` would be held at 0).
  @Test func preferredWidthOfPlainViewCounts() {
    let a = view("a", constraints: [c("a.width == 100 @500"), c("a.height == 10")])
    let s = scene([stack("s", .horizontal, .fillProportionally, [a, view("b", width: 50, height: 10)])],
                  [c("s.leading == root.leading"), c("s.top == root.top"), c("s.width == 300")], scale: 1)
    let result = layout(s)
    #expect(result.frame("a").width == 200)
    #expect(result.frame("b") == Rect(x: 200, y: 0, width: 100, height: 10))
  }
}
