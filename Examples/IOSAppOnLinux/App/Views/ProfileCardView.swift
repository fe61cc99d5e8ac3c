import UIKit.UIView
import QuartzCore

/// A profile card as iOS code writes it: Objective-C attributes, target–action, a gesture recognizer, a
/// notification observer and an `#if os(iOS)` body. `plumb adapt` prepares it; nothing here mentions Plumb.
@objc(PLProfileCardView)
final class ProfileCardView: UIView {
  @objc dynamic var taps = 0
  private(set) var log: [String] = []
  let name = UILabel()
  let follow = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    #if os(iOS)
    name.text = "Ada Lovelace"
    name.translatesAutoresizingMaskIntoConstraints = false
    follow.setTitle("Follow", for: .normal)
    follow.translatesAutoresizingMaskIntoConstraints = false
    follow.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
    addSubview(name)
    addSubview(follow)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      name.centerYAnchor.constraint(equalTo: centerYAnchor),
      follow.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      follow.centerYAnchor.constraint(equalTo: centerYAnchor),
      follow.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
    ])
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                           name: UIResponder.keyboardWillShowNotification, object: nil)
    #else
    name.text = "not iOS"
    #endif
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  @objc private func followTapped(_ sender: UIButton) { log.append("follow \(sender.title(for: .normal) ?? "")") }
  @objc func cardTapped() { taps += 1; log.append("card") }
  @objc func keyboardWillShow(_ notification: Notification) { log.append("keyboard") }
}
