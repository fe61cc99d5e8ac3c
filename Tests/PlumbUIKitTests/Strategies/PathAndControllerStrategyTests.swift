import Foundation
import Testing
@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// swift-snapshot-testing's strategies for paths, images and controller trees, with the text its own
/// suite recorded on iOS where there is one.
@MainActor
@Suite struct PathAndControllerStrategyTests {
  /// sst's test helper: a heart at 45° (quad and cubic curves) with a circle above.
  static var heart: CGPath {
    let scale: CGFloat = 30
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 2 * scale))
    path.addQuadCurve(to: CGPoint(x: 1 * scale, y: 3 * scale), control: CGPoint(x: 0.125 * scale, y: 2.875 * scale))
    path.addQuadCurve(to: CGPoint(x: 2 * scale, y: 2 * scale), control: CGPoint(x: 1.875 * scale, y: 2.875 * scale))
    path.addCurve(to: CGPoint(x: 3 * scale, y: 1 * scale), control1: CGPoint(x: 2.5 * scale, y: 2 * scale),
                  control2: CGPoint(x: 3 * scale, y: 1.5 * scale))
    path.addCurve(to: CGPoint(x: 2 * scale, y: 0), control1: CGPoint(x: 3 * scale, y: 0.5 * scale),
                  control2: CGPoint(x: 2.5 * scale, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 0))
    path.closeSubpath()
    path.addEllipse(in: CGRect(origin: CGPoint(x: 2 * scale, y: 2 * scale), size: CGSize(width: scale, height: scale)))
    return path
  }

  @Test func aPathsElementsAreWrittenAsSwiftSnapshotTestingWritesThem() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    // sst's recorded reference (its decimal separator is the recording machine's locale's).
    let expected = """
      MoveTo (0.0, 0.0)
      LineTo (0.0, 60.0)
      QuadCurveTo (3.75, 86.25) (30.0, 90.0)
      QuadCurveTo (56.25, 86.25) (60.0, 60.0)
      CurveTo (75.0, 60.0) (90.0, 45.0) (90.0, 30.0)
      CurveTo (90.0, 15.0) (75.0, 0.0) (60.0, 0.0)
      LineTo (0.0, 0.0)
      Close \n
      MoveTo (90.0, 75.0)
      CurveTo (90.0, 83.284) (83.284, 90.0) (75.0, 90.0)
      CurveTo (66.716, 90.0) (60.0, 83.284) (60.0, 75.0)
      CurveTo (60.0, 66.716) (66.716, 60.0) (75.0, 60.0)
      CurveTo (83.284, 60.0) (90.0, 66.716) (90.0, 75.0)
      Close \n
      """
    #expect(Snapshotting<CGPath, String>.elementsDescription(numberFormatter: formatter).snapshot(Self.heart) == expected)
    #expect(Snapshotting<UIBezierPath, String>.elementsDescription(numberFormatter: formatter)
      .snapshot(UIBezierPath(cgPath: Self.heart)) == expected)
    // The default writes one to three decimals in the current locale.
    let plain = Snapshotting<CGPath, String>.elementsDescription.snapshot(Self.heart)
    #expect(Locale.current.decimalSeparator != "." || plain == expected, "\(plain)")
  }

  @Test func aPathIsFilledOnAnImageOfItsBoundingBox() throws {
    let image = Snapshotting<CGPath, UIImage>.image(scale: 2).snapshot(Self.heart)
    let bitmap = try #require(image.renderedBitmap)
    #expect(bitmap.width == 180 && bitmap.height == 180)
    // Inside the heart (black, opaque) and outside it (clear).
    let inside = bitmap.pixel(x: 40, y: 40), outside = bitmap.pixel(x: 170, y: 10)
    #expect(inside.alpha == 255 && inside.red == 0 && inside.green == 0 && inside.blue == 0, "\(inside)")
    #expect(outside.alpha == 0, "\(outside)")
    let bezier = try #require(Snapshotting<UIBezierPath, UIImage>.image.snapshot(UIBezierPath(cgPath: Self.heart)).renderedBitmap)
    #expect(bezier.width == 90 && bezier.height == 90)
  }

  @Test func anImageRecordsAndVerifiesAtItsScale() {
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      }
      _ = withSnapshotTesting(record: .all) { verifySnapshot(of: image, as: .image, named: "i", snapshotDirectory: folder, testName: "u()") }
      #expect(withSnapshotTesting(record: .never) {
        verifySnapshot(of: image, as: .image, named: "i", snapshotDirectory: folder, testName: "u()")
      } == nil)
      let other = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { _ in }
      #expect(withSnapshotTesting(record: .never) {
        verifySnapshot(of: other, as: .image, named: "i", snapshotDirectory: folder, testName: "u()")
      } != nil)
      #expect(Snapshotting<UIImage, UIImage>.image(scale: 1).snapshot(image).renderedBitmap?.width == 10)
    }
  }

  /// `testViewControllerHierarchy.1.txt` as swift-snapshot-testing recorded it on iOS.
  static let recordedHierarchy = """
       + <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)
       | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
       |    | <UIPageViewController>, state: disappeared, view: (view not loaded)
       |    |    | <UIViewController>, state: disappeared, view: <UIView> not in the window
       | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
       |    | <UIViewController>, state: disappeared, view: (view not loaded)
       | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
       |    | <UIViewController>, state: disappeared, view: (view not loaded)
       | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
       |    | <UIViewController>, state: disappeared, view: (view not loaded)
       | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
       |    | <UIViewController>, state: disappeared, view: (view not loaded)

    """

  @Test func aControllerTreeIsPrintedAsSwiftSnapshotTestingRecordedIt() {
    let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    page.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let tab = UITabBarController()
    tab.viewControllers = (0..<5).map { index in
      UINavigationController(rootViewController: index == 0 ? page : UIViewController())
    }
    let text = Snapshotting<UIViewController, String>.hierarchy.snapshot(tab)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "   + <UITabBarController>, state: disappeared, view: <UILayoutContainerView> not in the window, presented with: (null)")
    #expect(lines.count == 13 && text.hasSuffix("\n"), "\(text)")
    // Which views are loaded differs: UIKit loads every tab's navigation view and not the selected tab's
    // content until the window shows it; Plumb loads the selected tab's content with the tab bar's view.
    func shape(_ text: String) -> String {
      text.replacingOccurrences(of: #"view: (<[A-Za-z_]+> not in the window|\(view not loaded\))"#, with: "view: …",
                                options: .regularExpression)
    }
    #expect(shape(text) == shape(Self.recordedHierarchy), "\(text)")
    #expect(lines[1].hasPrefix("   | <UINavigationController>, state: disappeared, view: "))
    #expect(lines[2].hasPrefix("   |    | <UIPageViewController>, state: disappeared, view: "))
    #expect(lines[3].hasPrefix("   |    |    | <UIViewController>, state: disappeared, view: "))
    #expect(lines[11] == "   |    | <UIViewController>, state: disappeared, view: (view not loaded)", "\(text)")
    final class Profile: UIViewController {}
    let custom = Snapshotting<UIViewController, String>.hierarchy.snapshot(Profile())
    #expect(custom.contains("<Profile>, state: disappeared, view: <UIView> not in the window"), "\(custom)")
  }
}
