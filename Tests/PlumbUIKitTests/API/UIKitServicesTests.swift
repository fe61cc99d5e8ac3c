import Foundation
import Testing
@testable import PlumbUIKit

/// The app, screen and device singletons, literals, presentation, text input delegates and text measuring
/// behave as UIKit's.
@MainActor
@Suite struct UIKitServicesTests {
  @Test func theScreenAndDeviceAreAnIPhoneInPortrait() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
    #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.orientation.isPortrait)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
  }

  @Test func shownWindowsBelongToTheSceneAndTheLastMadeKeyIsKey() throws {
    let first = UIWindow(frame: UIScreen.main.bounds), second = UIWindow(frame: UIScreen.main.bounds)
    first.makeKeyAndVisible()
    #expect(first.isKeyWindow)
    second.makeKeyAndVisible()
    #expect(second.isKeyWindow && !first.isKeyWindow)
    #expect(UIApplication.shared.keyWindow === second)
    #expect(UIApplication.shared.windows.contains { $0 === first })
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(scene.keyWindow === second)
  }

  @Test func literalsMakeColoursAndImages() {
    let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(color.cgColor.components == [1, 0.5, 0, 1])
    let missing: UIImage = #imageLiteral(resourceName: "no-such-image")
    #expect(missing.size == .zero)
  }

  @Test func presentingRecordsBothControllersAndDismissingClearsThem() {
    let root = UIViewController()
    let alert = UIAlertController(title: "Delete?", message: "Gone for good", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    var presented = false
    root.present(alert, animated: true) { presented = true }
    #expect(presented && root.presentedViewController === alert && alert.presentingViewController === root)
    #expect(alert.actions.map(\.style) == [.cancel] && alert.preferredStyle == .alert)
    var dismissed = false
    alert.dismiss(animated: true) { dismissed = true }
    #expect(dismissed && root.presentedViewController == nil)
  }

  @Test func aTextFieldTellsItsDelegateWhenEditingBeginsAndEnds() {
    final class Recorder: UITextFieldDelegate {
      var events: [String] = []
      func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin") }
      func textFieldDidEndEditing(_ textField: UITextField) { events.append("end") }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let field = UITextField()
    root.addSubview(field)
    let recorder = Recorder()
    field.delegate = recorder
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && field.isEditing)
    #expect(root.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(recorder.events == ["begin", "end"])
  }

  @Test func aDelegateCanRefuseToEndEditing() {
    final class Sticky: UITextFieldDelegate {
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let field = UITextField()
    root.addSubview(field)
    let sticky = Sticky()
    field.delegate = sticky
    field.becomeFirstResponder()
    #expect(!root.endEditing(false) && field.isFirstResponder)
    #expect(root.endEditing(true) && !field.isFirstResponder)
  }

  @Test func aLabelsTextRectIsItsTextClampedToTheBounds() {
    let label = UILabel()
    label.text = "Hello, world"
    let natural = label.intrinsicContentSize
    let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 1000, height: 1000), limitedToNumberOfLines: 1)
    #expect(rect.origin == CGPoint(x: 5, y: 7) && rect.size == natural)
    let narrow = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 20, height: 5), limitedToNumberOfLines: 1)
    #expect(narrow.size == CGSize(width: 20, height: 5))
  }

  @Test func aLabelThatInsetsItsTextRectGrowsItsIntrinsicSize() {
    final class PaddedLabel: UILabel {
      override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 4), limitedToNumberOfLines: numberOfLines)
        return inner.insetBy(dx: -10, dy: -4)
      }
    }
    let plain = UILabel(), padded = PaddedLabel()
    plain.text = "Badge"
    padded.text = "Badge"
    #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
    #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
  }

  @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
    let text = "A sentence long enough to wrap onto several lines at this width"
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
    let oneLine = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: attributes, context: nil)
    let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                    attributes: attributes, context: nil)
    #expect(oneLine.width > 100)
    #expect(wrapped.width <= 100 && wrapped.height > oneLine.height * 2)
    #expect(text.size(withAttributes: attributes) == oneLine.size)
    #expect(NSAttributedString(string: text, attributes: attributes).size() == oneLine.size)
  }

  @Test func tableCellSelectionGoesThroughTheOverridableSetters() {
    final class CheckCell: UITableViewCell {
      var calls: [Bool] = []
      override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append(selected)
      }
    }
    let cell = CheckCell(style: .default, reuseIdentifier: nil)
    cell.isSelected = true
    cell.setSelected(false, animated: true)
    #expect(cell.calls == [true, false] && !cell.isSelected)
  }

  @Test func traitsAreHashableOptionSets() {
    let set: Set<UIAccessibilityTraits> = [.button, [.button, .selected]]
    #expect(set.count == 2)
  }
}
