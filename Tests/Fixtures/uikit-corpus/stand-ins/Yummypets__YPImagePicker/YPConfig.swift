// Stand-in written by Plumb's team, not YPImagePicker's code: the repository declares `YPConfig` and
// `YPImagePickerConfiguration` in a file this corpus does not hold. Declarations only, shaped by how the
// corpus files use them; the values are placeholders.
// Stand-in for: Source__Filters__Crop__YPCropVC.swift, Source__Pages__Gallery__Album__YPAlbumCell.swift,
//   Source__SelectionsGallery__YPSelectionsGalleryCell.swift
import UIKit

var YPConfig: YPImagePickerConfiguration { YPImagePickerConfiguration.shared }

struct YPImagePickerConfiguration {
  static var shared = YPImagePickerConfiguration()
  static var screenWidth: CGFloat { 0 }
  var hidesStatusBar = true
  var showsCropGridOverlay = false
  var wordings = YPWordings()
  var fonts = YPFonts()
  var colors = YPColors()
  var icons = YPIcons()
}

struct YPWordings {
  var cancel = "", crop = "", save = ""
}

struct YPFonts {
  var leftBarButtonFont: UIFont? = nil
  var rightBarButtonFont: UIFont? = nil
  var albumCellTitleFont = UIFont.systemFont(ofSize: 16)
  var albumCellNumberOfItemsFont = UIFont.systemFont(ofSize: 12)
}

struct YPColors {
  var cropOverlayColor = UIColor.black
}

struct YPIcons {
  var removeImage = UIImage()
}
