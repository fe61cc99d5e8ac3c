import PlumbLayout
import Testing

/// UIKit's file names for display scales and its choice among them: the exact scale, the next larger, the largest.
@Suite struct ImageScaleTests {
  @Test func theExactScaleThenTheNextLargerThenTheLargest() {
    let all: [(scale: Double, item: String)] = [(1, "a.png"), (2, "a@2x.png"), (3, "a@3x.png")]
    #expect(Layout.ImageScale.pick(all, for: 2) == "a@2x.png")
    #expect(Layout.ImageScale.pick([(1, "a.png"), (3, "a@3x.png")], for: 2) == "a@3x.png")
    #expect(Layout.ImageScale.pick([(3, "a@3x.png"), (2, "a@2x.png")], for: 1) == "a@2x.png")
    #expect(Layout.ImageScale.pick([(1, "a.png"), (2, "a@2x.png")], for: 3) == "a@2x.png")
    #expect(Layout.ImageScale.pick(all, for: 2.5) == "a@3x.png")
    // Of two files of one scale the first listed wins; nothing to choose from gives nil.
    #expect(Layout.ImageScale.pick([(2, "first"), (2, "second")], for: 3) == "first")
    #expect(Layout.ImageScale.pick([(scale: Double, item: String)](), for: 2) == nil)
  }

  @Test func aFileNameSaysItsScale() {
    #expect(Layout.ImageScale.split("a/b@2x.png") == ("a/b", ".png", 2))
    #expect(Layout.ImageScale.split("flowers@3x.JPG") == ("flowers", ".JPG", 3))
    #expect(Layout.ImageScale.split("a.b/c") == ("a.b/c", "", nil))
    #expect(Layout.ImageScale.split("photo.jpeg") == ("photo", ".jpeg", nil))
  }

  @Test func theSiblingsOfAFile() {
    #expect(Layout.ImageScale.scaledNames(of: "flowers.png") == ["flowers.png", "flowers@2x.png", "flowers@3x.png"])
    #expect(Layout.ImageScale.scaledNames(of: "a.b.jpeg") == ["a.b.jpeg", "a.b@2x.jpeg", "a.b@3x.jpeg"])
    #expect(Layout.ImageScale.scaledNames(of: "img.d/a.png") == ["img.d/a.png", "img.d/a@2x.png", "img.d/a@3x.png"])
    #expect(Layout.ImageScale.scaledNames(of: "a.b/c") == ["a.b/c"])
  }
}
