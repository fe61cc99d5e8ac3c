import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing
@testable import PlumbSnapshotTesting
@testable import PlumbUIKit

/// swift-snapshot-testing's device presets, the one device table they read, and the host device.
@MainActor
@Suite(.serialized) struct SwiftSnapshotTestingPresetTests {
  @Test func phonePresetsAreSwiftSnapshotTestingsWithoutAScale() {
    let se = ViewImageConfig.iPhoneSe
    #expect(se.size == CGSize(width: 320, height: 568) && se.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
    #expect(se.traits.preferredContentSizeCategory == .medium)
    #expect(se.traits.displayScale == 0, "sst's presets leave the scale to the host device")
    let x = ViewImageConfig.iPhoneX(.landscape)
    #expect(x.size == CGSize(width: 812, height: 375))
    #expect(x.safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    #expect(x.traits.verticalSizeClass == .compact && x.traits.horizontalSizeClass == .compact)
    #expect(ViewImageConfig.iPhoneXr.safeArea.top == 44)
    #expect(ViewImageConfig.iPhoneXr(.landscape).traits.horizontalSizeClass == .regular)
    // sst's XS Max portrait traits carry only size classes: UIKit's default type size.
    #expect(ViewImageConfig.iPhoneXsMax.traits.preferredContentSizeCategory != .medium)
    #expect(ViewImageConfig.iPhone13Mini(.landscape).safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    #expect(ViewImageConfig.iPhone12ProMax.size == CGSize(width: 428, height: 926))
  }

  @Test func iPadPresetsAreLandscapeWithEverySplit() {
    #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
    #expect(ViewImageConfig.iPad9_7(.portrait).size == CGSize(width: 768, height: 1024))
    let third = ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird))
    #expect(third.size == CGSize(width: 375, height: 834) && third.traits.horizontalSizeClass == .compact)
    #expect(third.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
    #expect(half.size?.width == 678 && half.traits.horizontalSizeClass == .regular)
    #expect(ViewImageConfig.iPadPro12_9(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass == .compact)
    #expect(ViewImageConfig.iPad10_2(.portrait(splitView: .twoThirds)).size == CGSize(width: 480, height: 1080))
    #expect(ViewImageConfig.iPadPro10_5(.landscape(splitView: .twoThirds)).size?.width == 782)
  }

  @Test func oneDeviceTableServesScenesInterfaceBuilderAndPresets() {
    for screen in Layout.DeviceScreen.all {
      let device = IBDevice.named(screen.interfaceBuilderID)
      #expect(device?.width == screen.portraitSize.width && device?.safeTop == screen.portraitSafeArea.top,
              "\(screen.interfaceBuilderID)")
    }
    #expect(IBDevice.named("ipad11_0rounded")?.safeBottom == Double(ViewImageConfig.iPadPro11.safeArea.bottom))
    for name in ["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 16e", "iPad mini (A17 Pro)"] {
      #expect(Layout.Device.named(name) != nil, "\(name)")
    }
    #expect(ViewImageConfig.iPhone17ProMax.size == CGSize(width: 440, height: 956))
    #expect(ViewImageConfig.iPhone17.traits.displayScale == 3)
  }

  @Test func theHostDeviceSetsThePicturesScale() {
    defer { SnapshotHostDevice.override = nil }
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let onSE = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe)
    SnapshotHostDevice.override = nil
    #expect(onSE.snapshot(controller).renderedBitmap.map { [$0.width, $0.height] } == [640, 1136])
    SnapshotHostDevice.override = SnapshotHostDevice(named: "iPhone 11 Pro Max")
    #expect(onSE.snapshot(controller).renderedBitmap.map { [$0.width, $0.height] } == [960, 1704])
    // With no device, a controller fills the host's screen.
    let noDevice = Snapshotting<UIViewController, UIImage>.image
    #expect(noDevice.snapshot(UIViewController()).renderedBitmap.map { [$0.width, $0.height] } == [1242, 2688])
  }

  @Test func aFirstRunReadsTheHostScaleFromTheReferences() throws {
    // This folder's plumb-snapshot.json names the host; a test file elsewhere has none.
    let configured = SnapshotHostDevice.configured
    SnapshotHostDevice.configured = nil
    defer { SnapshotHostDevice.override = nil; SnapshotHostDevice.detected = nil; SnapshotHostDevice.configured = configured }
    try SnapshotTestingConfiguration.$environment.withValue([:]) {
      let folder = temporaryFolder()
      SnapshotHostDevice.override = SnapshotHostDevice(named: "iPhone X")
      _ = withSnapshotTesting(record: .all) {
        verifySnapshot(of: swatch(.systemGreen), as: .image, named: "s", snapshotDirectory: folder, testName: "t")
      }
      SnapshotHostDevice.override = nil
      SnapshotHostDevice.detected = nil
      SnapshotHostDevice.configured = nil
      let verdict = withSnapshotTesting(record: .never) {
        verifySnapshot(of: swatch(.systemGreen), as: .image, named: "s", snapshotDirectory: folder,
                       file: "/plumb-no-such-folder/ElsewhereTests.swift", testName: "t")
      }
      #expect(verdict == nil, "\(verdict ?? "")")
      let found = try #require(SnapshotHostDevice.detected)
      #expect(found.scale == 3)
    }
  }

  @Test func aViewWithNoAreaGivesTheSwiftSnapshotTestingPlaceholder() {
    let empty = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 0))
    empty.backgroundColor = .red
    let image = Snapshotting<UIView, UIImage>.image.snapshot(empty)
    #expect(image.renderedBitmap.map { [$0.width, $0.height] } == [800, 160])
  }

  @Test func recursiveDescriptionOfAControllerOnADevice() {
    let controller = UIViewController()
    let label = UILabel()
    label.text = "What's"
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    let text = Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).snapshot(controller)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "<UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>", "\(text)")
    #expect(lines.count == 2 && lines[1].hasPrefix("   | <UILabel; frame = (0 20; "), "\(text)")
    #expect(lines.last?.hasSuffix("text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>") == true)
  }

  @Test(.snapshots(record: .never)) func theSnapshotsTraitSetsTheRecordMode() {
    #expect(SnapshotTestingConfiguration.current?.record == .never)
    #expect(SnapshotTestingConfiguration.effectiveRecord(nil, environment: [:]) == .never)
  }
}
