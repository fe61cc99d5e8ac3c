import Foundation
import Testing
import PlumbGraphics
import PlumbLayout
@testable import PlumbUIKit
@testable import PlumbSnapshotTesting
import PlumbLayout

@MainActor
@Suite struct ViewsAndStylesTests {
  @Test func colorsHaveComponentsAndResolveByAppearance() {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    #expect(UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect(r == 1 && abs(g - 59 / 255) < 1e-9 && abs(b - 48 / 255) < 1e-9 && a == 1)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let white = UIColor.label.resolvedColor(with: dark).plumbColor()
    #expect(white == Color(red: 1, green: 1, blue: 1))
    let highContrast = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light),
                                                      UITraitCollection(accessibilityContrast: .high)])
    #expect(UIColor.systemBlue.resolvedColor(with: highContrast).plumbColor() == Color(red8: 0, green8: 64, blue8: 221))
    let card = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    #expect(card.resolvedColor(with: dark).plumbColor() == .black)
    var w: CGFloat = 0
    #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: nil) && w == 0.25)
  }

  @Test func fontsFollowDynamicType() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize == 53)
    #expect(UIFont.preferredFont(forTextStyle: .headline).spec.weight == .semibold)
    #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).spec.weight == .semibold)
    #expect(UIFont.boldSystemFont(ofSize: 10).withSize(20).pointSize == 20)
    #expect(UIFont(name: "Helvetica-BoldOblique", size: 12)?.spec == FontSpec(family: "Helvetica", size: 12, weight: .bold, italic: true))
    let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
    #expect(scaled.resolved(adjusting: true, traits: big).size == 20.0 * 53 / 17)
    #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 10.0 * 14 / 17)
  }

  @Test func tintColorIsInheritedByTheSubviewsThatSetNone() throws {
    let root = makeRoot(width: 200, height: 100)
    root.tintColor = .systemOrange
    let plain = UIImageView(image: UIImage(systemName: "checkmark")), own = UIImageView(image: UIImage(systemName: "xmark"))
    own.tintColor = .systemGreen
    for view in [plain, own] { root.addSubview(view) }
    root.layoutIfNeeded()
    let result = try #require(ViewRendering.currentResult(of: root))
    let colours = result.views.filter { $0.image?.systemName != nil }.map(\.tintColor)
    #expect(colours == [UIColor.systemOrange.plumbColor(), UIColor.systemGreen.plumbColor()])
  }

  @Test func buttonsShowTheirSymbolImages() throws {
    let close = UIButton(type: .system)
    close.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
    guard case .button(let button)? = close.controlKind(traits: UITraitCollection()) else { Issue.record("not a button"); return }
    #expect(button.systemImage == "xmark.circle" && abs((button.imageSize?.width ?? 0) - 1.27 * 17) < 0.01)
  }

  @Test func maskedCornersReachTheScene() {
    let sheet = UIView()
    sheet.layer.cornerRadius = 16
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let look = SceneBuilder.appearance(of: sheet, traits: UITraitCollection())
    #expect(look.cornerRadius == 16 && look.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(SceneBuilder.appearance(of: UIView(), traits: UITraitCollection()).maskedCorners == .all)
  }

  @Test func layerShadowsAndOpacityReachTheScene() {
    let card = UIView()
    card.backgroundColor = .white
    card.layer.shadowColor = UIColor.systemBlue.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowOffset = CGSize(width: 1, height: 4)
    card.layer.shadowRadius = 8
    card.layer.opacity = 0.5
    #expect(card.alpha == 0.5)
    card.alpha = 0.8
    let look = SceneBuilder.appearance(of: card, traits: UITraitCollection())
    let shadow = look.shadow
    #expect(shadow?.opacity == Double(Float(0.3)) && shadow?.offset == Size(width: 1, height: 4) && shadow?.radius == 8)
    #expect(shadow?.color == UIColor.systemBlue.cgColor.color)
    // The layer's opacity is the view's alpha, one value as in UIKit: the last one set.
    #expect(abs(look.alpha - 0.8) < 1e-6 && card.layer.opacity == 0.8)
    // CALayer's defaults: no shadow until its opacity is above 0, then black, (0, -3), radius 3.
    let plain = UIView()
    #expect(SceneBuilder.appearance(of: plain, traits: UITraitCollection()).shadow == nil)
    plain.layer.shadowOpacity = 1
    #expect(SceneBuilder.appearance(of: plain, traits: UITraitCollection()).shadow == Layout.LayerShadow(opacity: 1))
  }

  @Test func aShadowPathCastsTheShadowOfItsShape() throws {
    // A view without a background casts no shadow until its layer has a shadow path; then the path's shape
    // (here an oval) does, where the path says.
    func render(_ configure: (UIView) -> Void) throws -> PlumbGraphics.Bitmap {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.backgroundColor = .white
      let badge = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
      badge.layer.shadowOpacity = 1
      badge.layer.shadowOffset = .zero
      badge.layer.shadowRadius = 0
      configure(badge)
      root.addSubview(badge)
      return try #require(ViewRendering.image(of: root, config: nil, size: nil, traits: UITraitCollection(displayScale: 1)).image.bitmap)
    }
    let white = PlumbGraphics.Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let plain = try render { _ in }
    #expect(plain.pixel(x: 50, y: 50) == white)
    let oval = try render { $0.layer.shadowPath = UIBezierPath(ovalIn: $0.bounds).cgPath }
    #expect(oval.pixel(x: 50, y: 50) != white && oval.pixel(x: 31, y: 31) == white, "the oval's centre is shadowed, its corner is not")
    let square = try render { $0.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).cgPath }
    #expect(square.pixel(x: 35, y: 35) != white && square.pixel(x: 60, y: 50) == white, "only the left half the path covers")
    #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 4, height: 4))
      .cgPath.shape.corners == [.layerMinXMinYCorner])
  }

  @Test func labelShadowsReachTheScene() {
    let label = UILabel()
    label.text = "Embossed"
    #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
    label.shadowColor = .systemGray
    label.shadowOffset = CGSize(width: 1, height: 1)
    guard case .label(let spec) = label.sceneContent(traits: UITraitCollection()).kind else {
      Issue.record("not a label"); return
    }
    #expect(spec.shadowColor == UIColor.systemGray.plumbColor(UITraitCollection()) && spec.shadowOffset == Size(width: 1, height: 1))
  }

  @Test func hiddenArrangedViewsLeaveTheStack() {
    let root = makeRoot(width: 300, height: 100)
    let a = UIView(), b = UIView(), c = UIView()
    for (view, width) in [(a, 50.0), (b, 60.0), (c, 70.0)] {
      view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.setCustomSpacing(20, after: a)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 stack.topAnchor.constraint(equalTo: root.topAnchor), stack.heightAnchor.constraint(equalToConstant: 40)])
    root.layoutIfNeeded()
    #expect(!a.translatesAutoresizingMaskIntoConstraints, "arranging turns the autoresizing mask off")
    #expect([a.frame.minX, b.frame.minX, c.frame.minX] == [0, 70, 140])
    #expect(stack.frame.width == 210)
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(c.frame.minX == 70)
    #expect(stack.frame.width == 140)
  }

  @Test func controlsHaveUIKitsSizes() {
    let root = makeRoot()
    let toggle = UISwitch()
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    let field = UITextField()
    field.borderStyle = .roundedRect
    for view in [toggle, button, field] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
    NSLayoutConstraint.activate([
      toggle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), button.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 10),
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), field.widthAnchor.constraint(equalToConstant: 200),
      field.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    #expect((30...31).contains(button.frame.height), "a system button with a 15-point title: line height rounded up + 12 (PlumbLayout's control model, 31 at 2x)")
    #expect(field.frame.height == 34, "a rounded-rect text field")
  }

  @Test func systemLayoutSizeFittingGivesTheContentsSize() {
    let card = ProfileCardView(frame: .zero)
    let fitted = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted.width == 320)
    #expect(fitted.height > 48 + 32 && fitted.height < 200, "\(fitted)")
  }

  @Test func marginsMapThroughTheLayoutDirection() {
    let view = UIView()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}
