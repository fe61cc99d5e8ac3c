// Stand-in written by Plumb's team, not Adyen's code: the SDK declares `ViewStyle` and `CornerRounding`
// in files this corpus does not hold. Declarations only, shaped by how the corpus files use them.
// Stand-in for: Adyen__UI__Form__Items__Text__TextField.swift
import UIKit

public protocol ViewStyle {
  var backgroundColor: UIColor { get set }
}

public enum CornerRounding {
  case none
  case fixed(CGFloat)
  case percent(CGFloat)
}
