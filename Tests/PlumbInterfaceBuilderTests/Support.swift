import Foundation
import PlumbLayout

@testable import PlumbInterfaceBuilder

/// The package root, from this file's path.
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.path
}()

/// `Tests/Fixtures/ib/<relative>`.
func fixture(_ relative: String) -> String { packageRoot + "/Tests/Fixtures/ib/" + relative }

/// The node of a scene with an id, at any depth.
func node(_ scene: Layout.Scene, _ id: String) -> Layout.Node? { scene.allNodes.first { $0.id == id } }

/// Every IB file under a fixture folder, sorted.
func fixtureFiles(_ folder: String) -> [String] {
  let base = fixture(folder)
  let all = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
  return all.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { base + "/" + $0 }
}

/// The corpus files the tests read: the first file (by name) of each repository's folder, one file of
/// each of the 87 repositories. `plumb-bench ib-agreement` measures the whole corpus.
func corpusSample() -> [String] {
  let all = fixtureFiles("corpus/files")
  var first: [String: String] = [:]
  for file in all {
    let folder = (file as NSString).deletingLastPathComponent
    if let known = first[folder], known < file { continue }
    first[folder] = file
  }
  return first.values.sorted()
}

/// A storyboard document around one controller whose root view holds `subviews` and `constraints`.
func storyboard(tools: String = "22505", device: String = "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>",
                subviews: String, constraints: String = "", rootExtra: String = "", controllerExtra: String = "") -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
      \(device)
      <scenes>
          <scene sceneID="s1">
              <objects>
                  <viewController id="vc1" storyboardIdentifier="Main" sceneMemberID="viewController">
                      \(controllerExtra)
                      <view key="view" contentMode="scaleToFill" id="root1">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                          \(subviews)
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="safe1"/>
                          \(rootExtra)
                          <constraints>
                          \(constraints)
                          </constraints>
                      </view>
                  </viewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """
}

/// The import of the first root of `text`.
func importFirst(_ text: String, file: String = "inline.storyboard") throws -> IBImportedScene {
  let document = try IBDocument.parse(bytes: Array(text.utf8), file: file)
  return IBSceneBuilder(document: document, root: document.roots[0]).build()
}

/// The constraints of a scene in notation, those from IB constraints only (identifier = IB id).
func ibConstraintLines(_ imported: IBImportedScene) -> [String] {
  imported.scene.constraints.filter { $0.identifier != "guide" && $0.identifier != "autoresizing" && $0.identifier != "safe area" && $0.identifier != "intrinsic content"
    && $0.identifier != "non-negative size" }
    .map { c in
      var text = "\(c.first) \(c.relation.rawValue) "
      if let second = c.second {
        if c.multiplier != 1 { text += "\(formatPoints(c.multiplier)) * " }
        text += "\(second)"
        if c.constant != 0 { text += " + \(formatPoints(c.constant))" }
      } else { text += formatPoints(c.constant) }
      if c.priority < 1000 { text += " @\(formatPoints(c.priority))" }
      if let condition = c.condition, case .sizeClass(let s) = condition { text += " when \(s.rawValue)" }
      return text
    }
}
