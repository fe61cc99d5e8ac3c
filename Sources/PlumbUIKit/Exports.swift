// `import UIKit` brings Foundation (and CoreGraphics' CGFloat, CGRect, …) with it; `import PlumbUIKit` does the same.
@_exported import Foundation
