#if os(iOS) && canImport(UIKit)
import UIKit.UIView
#elseif os(macOS)
import AppKit
#endif
let s = "a \(b("c \(d)")) e"
let r = #"raw \#(x) "q""#
let m = """
  multi \(y)
  """
/* nested /* comment */ */
let re = #/a+b/#
