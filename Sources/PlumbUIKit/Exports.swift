// `import UIKit` brings Foundation (and CoreGraphics' CGFloat, CGRect, …) with it; `import PlumbUIKit` does the same.
@_exported import Foundation
// On Apple platforms Foundation holds URLSession and URLRequest; on Linux they live in FoundationNetworking,
// so iOS code that loads an image with `URLSession.shared` compiles unchanged.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
