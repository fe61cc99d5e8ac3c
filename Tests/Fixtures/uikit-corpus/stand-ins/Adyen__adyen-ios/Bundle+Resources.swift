// Stand-in written by Plumb's team, not Adyen's code: the SDK declares `Bundle.coreInternalResources` in
// BundleHelpers.swift, which this corpus holds but which imports AdyenNetworking (not in the corpus).
// Declaration only.
// Stand-in for: Adyen__UI__Form__Items__Text__TextField.swift
import Foundation

extension Bundle {
  static var coreInternalResources: Bundle { .main }
}
