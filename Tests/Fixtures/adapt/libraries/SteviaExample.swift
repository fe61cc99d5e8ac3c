import Stevia
import UIKit

// Stevia's README: a login view laid out with its visual layout DSL in the view's initialiser.
final class LoginView: UIView {
  let email = UIView(), password = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    subviews(email, password)
    layout(
      100,
      |-email-| ~ 44,
      8,
      |-password-| ~ 44
    )
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

let root = LoginView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
root.layoutIfNeeded()
print("box", root.email.frame.minX, root.email.frame.minY, root.email.frame.width, root.email.frame.height)
print("inset", root.password.frame.minX, root.password.frame.minY, root.password.frame.width, root.password.frame.height)
