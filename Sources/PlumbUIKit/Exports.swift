// `import UIKit` brings Foundation (and CoreGraphics' CGFloat, CGRect, …) with it; `import PlumbUIKit` does the same.
@_exported import Foundation
// On Apple platforms Foundation includes `URLSession`; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
