// The module an iOS file's `import UIKit` finds on Linux: Plumb's UIKit (PlumbUIKit) under Apple's name,
// so a SwiftPM target that depends on the `UIKit` product builds iOS view code with no flags.
//
//     import UIKit
//     let label = UILabel()
@_exported import PlumbUIKit
