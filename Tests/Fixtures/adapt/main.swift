import UIKit

let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
card.layoutIfNeeded()
print("name \(card.name.text ?? "") \(card.name.frame.minX) \(card.name.frame.midY)")
print("follow \(card.follow.frame.maxX) \(card.follow.frame.midY)")
card.follow.sendActions(for: .touchUpInside)
card.gestureRecognizers?.first?.sendActions()
NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
print("actions \(card.follow.actions(forTarget: card, forControlEvent: .touchUpInside) ?? [])")
print("log \(card.log.joined(separator: ","))")
print("taps \(card.taps)")
