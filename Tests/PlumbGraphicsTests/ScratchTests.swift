import Testing
import PlumbLayout
@testable import PlumbGraphics

@Test func scratch() throws {
  let m = try PangoTextMeasurer()
  let font = FontSpec(size: 17)
  let fox = "The quick brown fox jumps over the lazy dog and keeps running far away from home"
  print(try FontConfiguration.families())
  for mode in LineBreakMode.allCases {
    for lines in [1, 2, 3] {
      let r = TextRequest(text: fox, font: font, numberOfLines: lines, lineBreakMode: mode)
      let f = m.fit(r, in: Size(width: 160, height: 200))
      print(mode, lines, f.visibleText.debugDescription, f.cutRange as Any, f.linesShown, f.linesNeeded, f.firstBaseline, f.lastBaseline)
    }
  }
  for mode in LineBreakMode.allCases {
    let r = TextRequest(text: "Line one\nLine two\nLine three", font: font, numberOfLines: 2, lineBreakMode: mode)
    let f = m.fit(r, in: Size(width: 160, height: 200))
    print(mode, f.visibleText.debugDescription, f.cutRange as Any, f.linesShown, f.linesNeeded)
  }
  let he = TextRequest(text: "שלום עולם, זהו טקסט ארוך מאוד בעברית", font: font, lineBreakMode: .byTruncatingTail, direction: .rightToLeft, language: "he")
  print(m.fit(he, in: Size(width: 120, height: 30)))
  let ar = TextRequest(text: "مرحبا بالعالم هذا نص طويل جدا", font: font, direction: .rightToLeft, language: "ar")
  print(m.fit(ar, in: Size(width: 120, height: 30)))
  print(m.measure(TextRequest(text: "hiiiii", font: font, scale: 2), maxWidth: nil))
  print(m.measure(TextRequest(text: "Hello, World! Ápg", font: font, scale: 1), maxWidth: nil))
  print(m.fit(TextRequest(text: "emoji 😀 and 中文", font: font), in: Size(width: 300, height: 30)))
}
