import UIKit

final class FullHost: NSObject, RatingPickerDelegate {
    var picked: [Int] = []
    func ratingPicker(_ picker: RatingPicker, didPick rating: Int) { picked.append(rating) }
    func rowHeight(for picker: RatingPicker) -> CGFloat { 60 }
    func title(for picker: RatingPicker, rating: Int) -> String? { "\(rating) stars" }
    func starColors(for picker: RatingPicker) -> [UIColor] { [.systemYellow, .systemOrange] }
    func ratingPickerDidAppear(_ picker: RatingPicker) {}
}

final class BareHost: NSObject, RatingPickerDelegate {
    func ratingPickerDidAppear(_ picker: RatingPicker) {}
}

final class FieldForwarder: NSObject, UITextFieldDelegate {
    weak var next: UITextFieldDelegate?
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        next?.textFieldShouldReturn?(textField) ?? true
    }
}

/// A cell with an initializer of its own (it does not inherit `init(style:reuseIdentifier:)`).
final class BadgeCell: UITableViewCell {
    let badge: String
    init(badge: String) {
        self.badge = badge
        super.init(style: .default, reuseIdentifier: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

MainActor.assumeIsolated {
    let picker = RatingPicker()
    let full = FullHost()
    picker.delegate = full
    picker.pick(4)
    let bare = BareHost()
    picker.delegate = bare
    picker.pick(2)
    print("full", full.picked, picker.log[0])
    print("bare", picker.log[1])
    print("forward", FieldForwarder().textFieldShouldReturn(UITextField()))
    print("badge", BadgeCell(badge: "new").badge)
}
