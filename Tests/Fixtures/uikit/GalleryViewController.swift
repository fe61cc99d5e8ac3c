import UIKit

/// A section title above the photos.
final class GalleryHeader: UICollectionReusableView {
  static let identifier = "header"
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .preferredFont(forTextStyle: .title3)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A rounded photo placeholder.
final class PhotoCell: UICollectionViewCell {
  static let identifier = "photo"

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemFill
    contentView.layer.cornerRadius = 8
    contentView.clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Featured photos in a paging carousel over a grid of three columns (four on wide screens).
final class GalleryViewController: UICollectionViewController {
  let titles = ["Featured", "Recent"]

  init() {
    super.init(collectionViewLayout: GalleryViewController.makeLayout())
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  static func makeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    return UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      if section == 0 {
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        carousel.boundarySupplementaryItems = [header]
        return carousel
      }
      let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 3
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
        subitem: item, count: columns)
      row.interItemSpacing = .fixed(4)
      let grid = NSCollectionLayoutSection(group: row)
      grid.interGroupSpacing = 4
      grid.boundarySupplementaryItems = [header]
      return grid
    }, configuration: configuration)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Gallery"
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    collectionView.register(GalleryHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: GalleryHeader.identifier)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? 5 : 12
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
  }

  override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: GalleryHeader.identifier, for: indexPath) as! GalleryHeader
    header.titleLabel.text = titles[indexPath.section]
    return header
  }
}
