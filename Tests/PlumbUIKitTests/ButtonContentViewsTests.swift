import Foundation
import Testing

@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// A button's image view and title label are its subviews, as in UIKit: they appear in
/// `recursiveDescription` with UIKit's frames, and the button still draws as one control.
@MainActor
@Suite struct ButtonContentViewsTests {
  @Test func aContactAddButtonDescribesItselfAsTheIOS13SimulatorDoes() {
    // As swift-snapshot-testing's test does it: the button at its own size, on a 3× screen.
    let button = UIButton(type: .contactAdd)
    let strategy = Snapshotting<UIView, String>.recursiveDescription(traits: UITraitCollection(displayScale: 3))
    #expect(strategy.snapshot(button) == """
      <UIButton; frame = (0 0; 24.3333 23.6667); opaque = NO; layer = <CALayer>>
         | <UIImageView; frame = (0 0; 24.3333 23.6667); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>

      """)
  }

  @Test func aTitledButtonShowsItsTitleLabelCentred() throws {
    let button = UIButton(type: .system)
    #expect(button.subviews.isEmpty, "no title, no image: no content views")
    button.setTitle("Save", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    let label = try #require(button.subviews.first as? UILabel)
    #expect(button.subviews.count == 1 && label === button.titleLabel)
    #expect(String(describing: type(of: label)) == "UIButtonLabel" && label.text == "Save")
    #expect(abs(label.frame.midX - 60) < 1e-9 && abs(label.frame.midY - 22) < 1e-9)
    #expect(label.frame.width > 20 && label.frame.width < 60 && label.frame.height > 15 && label.frame.height < 25)
    // A subview the app adds follows them; the scene still has only the app's views.
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    button.addSubview(badge)
    #expect(button.subviews.count == 2 && button.subviews.last === badge)
  }
}
