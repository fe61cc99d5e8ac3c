// Stand-in written by Plumb's team, not YPImagePicker's code: the crop setting of the configuration the
// repository declares in a file this corpus does not hold (its type, `YPCropType`, is in YPCropVC.swift).
// Stand-in for: Source__Filters__Crop__YPCropVC.swift
extension YPImagePickerConfiguration {
  var showsCrop: YPCropType { .none }
}
