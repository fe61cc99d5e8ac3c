import Foundation
import PlumbGraphics
import Testing
@testable import PlumbUIKit

/// Paths keep their elements (so their bounds and insides are Core Graphics'), and
/// `UIGraphicsImageRenderer` draws fills and strokes through Cairo.
@MainActor
@Suite struct PathAndRendererTests {
  @Test func aTrianglesBoundsAndInside() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 10))
    path.closeSubpath()
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.contains(CGPoint(x: 10, y: 8)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    #expect(path.currentPoint == CGPoint(x: 0, y: 10))
  }

  @Test func anOvalsBoundsAreItsRectangleAndItsCornersAreOutside() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
    let box = oval.cgPath.boundingBoxOfPath
    #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 40) < 1e-6 && abs(box.minY) < 1e-6 && abs(box.maxY - 20) < 1e-6)
    #expect(oval.contains(CGPoint(x: 20, y: 10)))
    #expect(!oval.contains(CGPoint(x: 1, y: 1)))
  }

  @Test func aBezierPathMadeFromACGPathHasItsElements() {
    let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
    let copy = UIBezierPath(cgPath: rounded.cgPath)
    #expect(copy.cgPath == rounded.cgPath)
    #expect(copy.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(!copy.contains(CGPoint(x: 1, y: 1)))
    #expect(copy.contains(CGPoint(x: 10, y: 10)))
  }

  @Test func aClockwiseScreenArcIsACounterClockwiseCoreGraphicsArc() {
    let center = CGPoint(x: 50, y: 50)
    let arc = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(abs(arc.currentPoint.x - 50) < 1e-9 && abs(arc.currentPoint.y - 60) < 1e-9)
    let cg = CGMutablePath()
    cg.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise in Core Graphics' sense goes the long way round: three quarters, through the top.
    #expect(cg.boundingBoxOfPath.minY < 41)
  }

  @Test func theRendererFillsAPathInTheFillColour() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
      let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format
    }())
    let image = renderer.image { context in
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      context.cgContext.setFillColor(UIColor.blue.cgColor)
      context.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
    }
    #expect(image.size == CGSize(width: 20, height: 10))
    let pixels = try #require(image.cgImage)
    #expect(pixels.width == 20 && pixels.height == 10)
    let red = pixels.bitmap.pixel(x: 5, y: 5), blueCentre = pixels.bitmap.pixel(x: 15, y: 5), corner = pixels.bitmap.pixel(x: 10, y: 0)
    #expect(red.red == 255 && red.green == 0 && red.alpha == 255)
    #expect(blueCentre.blue == 255 && blueCentre.red == 0)
    #expect(corner.alpha < 40)
  }

  @Test func strokesFollowTheCurrentTransformAndLineWidth() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
      let cg = context.cgContext
      cg.translateBy(x: 5, y: 0)
      cg.setStrokeColor(UIColor.black.cgColor)
      cg.setLineWidth(2)
      cg.move(to: CGPoint(x: 0, y: 0))
      cg.addLine(to: CGPoint(x: 0, y: 10))
      cg.strokePath()
    }
    let bitmap = try #require(image.cgImage).bitmap
    #expect(bitmap.width == 20)
    #expect(bitmap.pixel(x: 9, y: 10).alpha == 255 && bitmap.pixel(x: 10, y: 10).alpha == 255)
    #expect(bitmap.pixel(x: 7, y: 10).alpha == 0 && bitmap.pixel(x: 12, y: 10).alpha == 0)
  }

  @Test func theOldImageContextDrawsTheSameWay() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let bitmap = try #require(image.cgImage).bitmap
    #expect(bitmap.pixel(x: 1, y: 1).green == 255 && bitmap.pixel(x: 3, y: 1).alpha == 0)
  }

  @Test func aShapeLayerDrawsItsFilledPath() throws {
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4)).cgPath
    shape.fillColor = UIColor.red.cgColor
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
      shape.render(in: context.cgContext)
    }
    let bitmap = try #require(image.cgImage).bitmap
    #expect(bitmap.pixel(x: 3, y: 3).red == 255 && bitmap.pixel(x: 0, y: 0).alpha == 0)
  }
}
