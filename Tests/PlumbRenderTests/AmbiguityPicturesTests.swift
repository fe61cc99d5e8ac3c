import PlumbGraphics
import PlumbLayout
import PlumbRender
import Testing

/// `RenderSession.renderAmbiguity` on DiagnosisAmbiguous: the card's height is free.
@Suite struct AmbiguityPicturesTests {
  @Test func picturesDifferAndKeepEveryRequiredConstraint() throws {
    let scene = try loadScene("DiagnosisAmbiguous")
    let session = try RenderSession(scene: scene)
    let pictures = try session.renderAmbiguity(canvasVariant(scene), count: 3)
    #expect(pictures.count == 3)
    // Lower end, middle, upper end: from 0 to where the card reaches the canvas's bottom.
    #expect(pictures.map { $0.result["card"]!.frame.height } == [0, 140, 280])
    for i in 0..<3 {
      for j in (i + 1)..<3 {
        let differ = pictures[i].bitmap != pictures[j].bitmap   // outside #expect: a bitmap's description is huge
        #expect(differ, "pictures \(i + 1) and \(j + 1) are the same")
      }
    }
    for picture in pictures {
      let r = picture.result
      #expect(r.diagnostics.conflicts.isEmpty)
      #expect(r.diagnostics.ambiguities.isEmpty)
      // The scene's required constraints, checked on the frames.
      let card = r["card"]!.frame, left = r["left"]!.frame, right = r["right"]!.frame
      #expect(card.minX == 16 && card.maxX == 359 && card.minY == 20)                  // H:|-16-[card]-16-|, top + 20
      #expect(left.minX == 16 && right.minX == left.maxX + 8 && right.maxX == 359)   // H:|-16-[left]-8-[right]-16-|
      #expect(left.maxY == 280)                                                       // V:[left]-20-|
      #expect(r["right"]!.firstBaseline == r["left"]!.firstBaseline)
    }
  }

  @Test func unambiguousSceneGivesThePlainPicture() throws {
    let scene = try loadScene("DiagnosisTruncation")
    let session = try RenderSession(scene: scene)
    let plain = try session.render(canvasVariant(scene))
    let pictures = try session.renderAmbiguity(canvasVariant(scene), count: 2)
    let same = pictures.map(\.bitmap) == [plain.bitmap, plain.bitmap]
    #expect(same)
  }
}
