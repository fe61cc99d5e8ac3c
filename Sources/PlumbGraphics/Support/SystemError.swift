import Glibc

/// The text of the current `errno`, for error messages that name the failing system call.
///
/// ```swift
/// guard fd >= 0 else { throw GraphicsError.fileWrite(path: p, call: "open", reason: errnoDescription()) }
/// ```
func errnoDescription(_ code: Int32 = errno) -> String {
  guard let text = strerror(code) else { return "errno \(code)" }
  return String(cString: text)
}
