import UIKit

/// A picker whose delegate implements what it wants of its Objective-C optional requirements.
@objc protocol RatingPickerDelegate: AnyObject {
    @objc optional func ratingPicker(_ picker: RatingPicker, didPick rating: Int)
    @objc optional func rowHeight(for picker: RatingPicker) -> CGFloat
    @objc optional func title(for picker: RatingPicker,
                              rating: Int) -> String?
    @objc optional func starColors(for picker: RatingPicker) -> [UIColor]
    func ratingPickerDidAppear(_ picker: RatingPicker)
}

final class RatingPicker: UIView {
    weak var delegate: RatingPickerDelegate?
    var onChange: ((Int) -> Void)?
    private(set) var log: [String] = []

    func pick(_ rating: Int) {
        delegate?.ratingPicker?(self, didPick: rating)
        onChange?(rating)
        let height = self.delegate?.rowHeight?(for: self) ?? 44
        let title = delegate?.title?(for: self, rating: rating) ?? "untitled"
        let colors = delegate?.starColors?(for: self)?.count ?? -1
        delegate?.ratingPickerDidAppear(self)
        log.append("\(rating) \(height) \(title) \(colors)")
    }
}
