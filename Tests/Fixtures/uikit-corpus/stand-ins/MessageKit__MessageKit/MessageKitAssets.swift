// Stand-in written by Plumb's team, not MessageKit's code: the library declares `Bundle.messageKitAssetBundle`
// and `MessageKitError` in files this corpus does not hold. Declarations only.
// Stand-in for: Sources__Views__TypingIndicator.swift
import Foundation

extension Bundle {
  static var messageKitAssetBundle: Bundle { .main }
}

enum MessageKitError {
  static let couldNotFindColorAsset = "MessageKit: Could not load the color asset."
}
