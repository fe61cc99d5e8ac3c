import UIKit
import MapKit

/// A store locator: a muted map across the top of the screen and a card over the map's bottom edge with the
/// nearest store's name, its shadow set on the layer.
final class StoreLocatorViewController: UIViewController {
  let mapView = MKMapView()
  let card = UIView()
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    mapView.mapType = .mutedStandard
    mapView.showsUserLocation = true
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 16
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 10
    nameLabel.text = "Union Square"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    for subview in [mapView, card, nameLabel] { subview.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(mapView)
    view.addSubview(card)
    card.addSubview(nameLabel)
    NSLayoutConstraint.activate([
      mapView.topAnchor.constraint(equalTo: view.topAnchor),
      mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      mapView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      card.centerYAnchor.constraint(equalTo: mapView.bottomAnchor),
      nameLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      nameLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 16),
    ])
  }
}
