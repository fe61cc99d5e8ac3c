// Stand-in written by Plumb's team, not the repository's code: Lightbox declares `HeaderView` and `HeaderViewDelegate` in a
// file this corpus does not hold. Declarations only, shaped by how the corpus files use them.
// Stand-in for: Source__Library__LightboxTransition.swift
import UIKit

protocol HeaderViewDelegate: AnyObject {
  func headerView(_ headerView: HeaderView, didPressDeleteButton deleteButton: UIButton)
  func headerView(_ headerView: HeaderView, didPressCloseButton closeButton: UIButton)
}

open class HeaderView: UIView {
  open var closeButton = UIButton()
  open var deleteButton = UIButton()
  weak var delegate: HeaderViewDelegate?
}
