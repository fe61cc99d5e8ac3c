import PlumbLayout

extension UIView {
  /// The view's accessibility properties as the layout model keeps them (`nil` where the code left UIKit's
  /// default, so the audit applies the kind's default as UIKit does).
  ///
  /// ```swift
  /// let close = UIButton(type: .close)
  /// close.accessibilityHint = "Dismisses the card"
  /// close.plumbAccessibility.hint   // "Dismisses the card"
  /// ```
  var plumbAccessibility: Layout.Accessibility {
    var accessibility = Layout.Accessibility(
      label: accessibilityLabel, value: accessibilityValue, hint: accessibilityHint, isElement: explicitAccessibilityElement)
    if !accessibilityTraits.isEmpty {
      accessibility.traits = Layout.AccessibilityTraits(
        Self.traitPairs.filter { accessibilityTraits.contains($0.0) }.map(\.1))
    }
    accessibility.elementsHidden = accessibilityElementsHidden
    accessibility.groupsChildren = self is UITableViewCell
    return accessibility
  }

  /// UIKit's traits beside the model's.
  private static let traitPairs: [(UIAccessibilityTraits, Layout.AccessibilityTraits)] = [
    (.button, .button), (.link, .link), (.image, .image), (.selected, .selected), (.playsSound, .playsSound),
    (.keyboardKey, .keyboardKey), (.staticText, .staticText), (.summaryElement, .summaryElement),
    (.notEnabled, .notEnabled), (.updatesFrequently, .updatesFrequently), (.searchField, .searchField),
    (.startsMediaSession, .startsMediaSession), (.adjustable, .adjustable), (.allowsDirectInteraction, .allowsDirectInteraction),
    (.causesPageTurn, .causesPageTurn), (.tabBar, .tabBar), (.header, .header),
  ]
}
