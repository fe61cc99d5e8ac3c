import XCTest

XCTMain([
  testCase([("testGreeting", CardSnapshotTests.testGreeting), ("testScreen", CardSnapshotTests.testScreen)]),
  testCase([("testName", ProfileSnapshotTests.testName)]),
])
