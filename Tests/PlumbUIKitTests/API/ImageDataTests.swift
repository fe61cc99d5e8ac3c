import Foundation
import Testing
@testable import PlumbUIKit

/// `UIImage(data:)` decodes what `pngData()` encodes, at the scale asked, and refuses bytes that are not a
/// picture.
@MainActor
@Suite struct ImageDataTests {
  @Test func pngBytesRoundTripAtTheirScale() throws {
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
      UIColor.systemBlue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
    }
    let bytes = try #require(drawn.pngData())
    let decoded = try #require(UIImage(data: bytes, scale: drawn.scale))
    #expect(decoded.size == drawn.size)
    #expect(decoded.pngData() == bytes)
    let atOne = try #require(UIImage(data: bytes))
    #expect(atOne.size == CGSize(width: drawn.size.width * drawn.scale, height: drawn.size.height * drawn.scale))
  }

  @Test func bytesThatAreNoPictureGiveNil() {
    #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
    #expect(UIImage(data: Data(), scale: 0) == nil)
  }
}
