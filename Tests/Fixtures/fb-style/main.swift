import XCTest

XCTMain([testCase([("testCard", CardTests.testCard), ("testScreen", CardTests.testScreen)])])
