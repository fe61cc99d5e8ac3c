import Foundation
import Testing
@testable import PlumbUIKit

/// A view's `frame` is its bounds placed about its layer's anchor point at its centre and transformed, as
/// UIKit computes it; Auto Layout lays out the untransformed rectangle.
@MainActor
@Suite struct TransformGeometryTests {
  @Test func aScaleGrowsTheFrameAboutTheCentre() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(view.bounds.size == CGSize(width: 20, height: 20))
    #expect(view.center == CGPoint(x: 20, y: 20))
  }

  @Test func aTranslationMovesTheFrameOnly() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(translationX: 0, y: 100)
    #expect(view.frame == CGRect(x: 0, y: 100, width: 100, height: 50))
    view.transform = .identity
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func aQuarterTurnSwapsTheFrameSidesAroundTheCentre() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = view.frame
    #expect(abs(frame.minX - 30) < 1e-9 && abs(frame.minY - -30) < 1e-9)
    #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
  }

  @Test func settingTheFrameUnderAScaleDividesTheBoundsByIt() {
    let view = UIView(frame: .zero)
    view.transform = CGAffineTransform(scaleX: 2, y: 4)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.bounds.size == CGSize(width: 50, height: 25))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func autoLayoutPlacesTheUntransformedRectangle() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
    box.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    root.layoutIfNeeded()
    #expect(box.bounds.size == CGSize(width: 100, height: 60))
    #expect(box.center == CGPoint(x: 70, y: 50))
    #expect(box.frame == CGRect(x: 45, y: 35, width: 50, height: 30))
  }

  @Test func movingTheAnchorPointMovesTheFrameAndKeepsThePosition() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.layer.position == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    view.layer.position = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func theLayerSharesTheViewsGeometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.layer.position == CGPoint(x: 25, y: 40))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.layer.frame == view.frame)
    view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.layer.frame == CGRect(x: -5, y: 0, width: 60, height: 80))
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor?.cgColor == UIColor.red.cgColor)
  }

  @Test func aFreeLayerPlacesItsBoundsAboutItsAnchorPoint() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    layer.position = CGPoint(x: 100, y: 100)
    #expect(layer.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
    layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    #expect(layer.frame == CGRect(x: 50, y: 60, width: 100, height: 40))
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(layer.position == CGPoint(x: 5, y: 10))
    #expect(layer.bounds.size == CGSize(width: 10, height: 10))
  }

  @Test func sublayersKeepTheirOrderAndConvertPoints() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let a = CALayer(), b = CALayer(), c = CALayer()
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, at: 0)
    #expect(root.sublayers?.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
    root.insertSublayer(c, above: b)
    #expect(root.sublayers?.last === c)
    b.removeFromSuperlayer()
    #expect(root.sublayers?.count == 2 && b.superlayer == nil)
    a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
    #expect(root.convert(CGPoint(x: 15, y: 25), to: a) == CGPoint(x: 5, y: 5))
    #expect(root.hitTest(CGPoint(x: 20, y: 30)) === a)
  }

  @Test func aViewMadeWithALayerClassHasThatLayer() {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    final class ShapeView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    #expect(GradientView().layer is CAGradientLayer)
    #expect(ShapeView().layer is CAShapeLayer)
    #expect(!(UIView().layer is CAShapeLayer))
  }

  @Test func layoutSublayersRunsAfterTheViewIsPlaced() {
    final class Banner: UIView {
      let gradient = CAGradientLayer()
      override init(frame: CGRect) { super.init(frame: frame); layer.addSublayer(gradient) }
      required init?(coder: NSCoder) { fatalError() }
      override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let banner = Banner()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      banner.topAnchor.constraint(equalTo: root.topAnchor),
      banner.heightAnchor.constraint(equalToConstant: 80),
    ])
    root.layoutIfNeeded()
    #expect(banner.gradient.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
  }

  @Test func transform3DFunctionsComposeAsCoreAnimation() {
    let scale = CATransform3DMakeScale(2, 3, 1), move = CATransform3DMakeTranslation(10, 20, 0)
    let both = CATransform3DConcat(scale, move)
    #expect(CATransform3DGetAffineTransform(both) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    let inverse = CATransform3DInvert(both)
    let identity = CATransform3DConcat(both, inverse)
    #expect(abs(identity.m11 - 1) < 1e-12 && abs(identity.m41) < 1e-12 && abs(identity.m42) < 1e-12)
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let affine = CATransform3DGetAffineTransform(turn)
    let point = CGPoint(x: 1, y: 0).applying(affine)
    #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DTranslate(move, -10, -20, 0)))
  }

  @Test func transactionsRunTheirCompletionWhenTheOutermostCommits() {
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("outer") }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    #expect(CATransaction.disableActions())
    CATransaction.setCompletionBlock { order.append("inner") }
    CATransaction.commit()
    #expect(order.isEmpty)
    CATransaction.commit()
    #expect(order == ["outer", "inner"])
    #expect(!CATransaction.disableActions())
  }

  @Test func animationsAreKeptNotRun() {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    layer.add(fade, forKey: "fade")
    layer.add(CAKeyframeAnimation(keyPath: "position"), forKey: nil)
    #expect(layer.animationKeys()?.count == 2)
    #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
    #expect(layer.opacity == 1)
    layer.removeAnimation(forKey: "fade")
    #expect(layer.animation(forKey: "fade") == nil)
    var point: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
  }
}
