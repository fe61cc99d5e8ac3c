import Foundation
import Testing
@testable import PlumbUIKit
@testable import PlumbSnapshotTesting

/// A small fixed-size view for assertions that write references to a temporary folder.
@MainActor
func swatch(_ color: UIColor) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
  view.backgroundColor = color
  return view
}

func temporaryFolder() -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumbuikit-\(UUID().uuidString)").path
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  return folder
}

@MainActor
@Suite struct SnapshotAssertionTests {
  @Test func aMissingReferenceIsRecordedAndTheAssertionFails() {
    // Acts as a developer machine even under CI, where nothing is ever recorded.
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      let recorded = withSnapshotTesting(record: .missing) {
        verifySnapshot(of: swatch(.systemRed), as: .image, named: "swatch", snapshotDirectory: folder, testName: "card()")
      }
      #expect(recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
      #expect(FileManager.default.fileExists(atPath: folder + "/card.swatch.png"))
      let again = withSnapshotTesting(record: .never) {
        verifySnapshot(of: swatch(.systemRed), as: .image, named: "swatch", snapshotDirectory: folder, testName: "card()")
      }
      #expect(again == nil)
    }
  }

  @Test func aChangedViewFailsWithTheDifferenceAndFailedReRecords() throws {
    // Acts as a developer machine even under CI, where nothing is ever recorded.
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      _ = withSnapshotTesting(record: .missing) {
        verifySnapshot(of: swatch(.systemRed), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
      }
      let mismatch = withSnapshotTesting(record: .never) {
        verifySnapshot(of: swatch(.systemBlue), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
      }
      #expect(mismatch?.contains("does not match reference") == true)
      #expect(mismatch?.contains("3200 of 3200 pixels differ") == true, "40 × 20 points at scale 2")
      let rerecorded = withSnapshotTesting(record: .failed) {
        verifySnapshot(of: swatch(.systemBlue), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
      }
      #expect(rerecorded?.contains("A new snapshot was automatically recorded.") == true)
      let now = withSnapshotTesting(record: .never) {
        verifySnapshot(of: swatch(.systemBlue), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
      }
      #expect(now == nil)
    }
  }

  @Test func recordAllFailsEvenWhenMatching() {
    // Acts as a developer machine even under CI, where nothing is ever recorded.
    SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      _ = withSnapshotTesting(record: .missing) {
        verifySnapshot(of: swatch(.white), as: .layout, named: "l", snapshotDirectory: folder, testName: "t")
      }
      let message = withSnapshotTesting(record: .all) {
        verifySnapshot(of: swatch(.white), as: .layout, named: "l", snapshotDirectory: folder, testName: "t")
      }
      #expect(message?.hasPrefix("Record mode is on.") == true)
      #expect(FileManager.default.fileExists(atPath: folder + "/t.l.txt"))
    }
  }

  @Test func neverRecordsAndCINeverRecords() {
    let folder = temporaryFolder()
    let message = withSnapshotTesting(record: .never) {
      verifySnapshot(of: swatch(.white), as: .image, named: "x", snapshotDirectory: folder, testName: "t")
    }
    #expect(message?.hasPrefix("No reference was found on disk") == true)
    #expect(!FileManager.default.fileExists(atPath: folder + "/t.x.png"))
    #expect(SnapshotTestingConfiguration.effectiveRecord(.all, environment: ["CI": "true"]) == .never)
    #expect(SnapshotTestingConfiguration.effectiveRecord(nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
    #expect(SnapshotTestingConfiguration.effectiveRecord(nil, environment: [:]) == .missing)
  }

  @Test func referencesAreNamedAsSwiftSnapshotTestingNamesThem() {
    #expect(SnapshotNaming.sanitize("testCardLayout()") == "testCardLayout")
    #expect(SnapshotNaming.sanitize("cardOn(device:)") == "cardOn-device")
    let file = "/virtual/ProfileTests.swift"
    #expect(SnapshotNaming.nextCounter(file: file, test: "a()") == 1)
    #expect(SnapshotNaming.nextCounter(file: file, test: "a()") == 2)
    #expect(SnapshotNaming.nextCounter(file: file, test: "b()") == 1)
  }

  /// References committed under `__Snapshots__/SnapshotAssertionTests/`: the card on a device in
  /// pixels and layout text, and the screen as a matrix.
  @Test func profileCardOnAnIPhone() {
    let controller = ProfileViewController()
    assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))
    assertSnapshot(of: controller, as: .layout(on: .iPhone15Pro))
    #expect(abs(controller.card.frame.minY - 75) < 1e-6, "\(controller.card.frame.minY): below the 59-point safe area")
    #expect(controller.card.avatar.layer.cornerRadius == 24, "layoutSubviews ran after layout")
  }

  @Test func profileCardMatrix() {
    assertSnapshot(
      of: ProfileViewController(),
      as: .matrix(devices: [.iPhoneSe], appearances: [.light, .dark], contentSizes: [.large, .accessibilityLarge]),
      named: "matrix")
  }
}
