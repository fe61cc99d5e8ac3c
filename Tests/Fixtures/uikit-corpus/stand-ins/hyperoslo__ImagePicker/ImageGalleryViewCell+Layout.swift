// Stand-in written by Plumb's team, not the repository's code: ImagePicker declares `setupConstraints()` of its gallery cell
// in a file this corpus does not hold. Declaration only.
// Stand-in for: Source__ImageGallery__ImageGalleryViewCell.swift
extension ImageGalleryViewCell {
  func setupConstraints() {}
}
