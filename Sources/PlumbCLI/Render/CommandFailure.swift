import PlumbGraphics
import PlumbInterfaceBuilder
import PlumbRender
import PlumbScene
import PlumbFiles

/// Prints an error of a scene command and returns its exit code: 64 usage, 65 bad scene or image,
/// 66 missing input, 73 unwritable output, 70 anything else.
///
/// ```swift
/// } catch { return CommandFailure.report(error, console: console) }
/// ```
enum CommandFailure {
  static func report(_ error: Error, console: Console) -> Int32 {
    switch error {
    case let usage as UsageError:
      return Plumb.report(usage, console: console)
    case let cli as CLIError:
      console.err("error: \(cli)")
      return cli.exitCode
    case let error as SceneError where error.kind == .unreadableFile(reason: "no such file"):
      console.err("error: \(error)")
      return ExitCode.noInput
    case let error as IBError where error.isMissingInput:
      console.err("error: \(error)")
      return ExitCode.noInput
    case let error as FileWriteError:
      console.err("error: \(error)")
      return ExitCode.cannotCreate
    case let scene as SceneError:
      console.err("error: \(scene)")
      if let hint = assetsHint(scene.kind) { console.err(hint) }
      return ExitCode.dataError
    case is RenderError, is GraphicsError, is IBError, is XMLError, is FileNameError:
      console.err("error: \(error)")
      return ExitCode.dataError
    default:
      console.err("error: \(error)")
      return ExitCode.software
    }
  }

  /// The line after an image or font path error: where such paths are resolved, and the option that moves it.
  ///
  /// ```swift
  /// CommandFailure.assetsHint(.imageNotFound("a.png", folder: "Scenes"))
  /// // "note: image paths are relative to the scene file's folder, or to the folder given with '--assets <folder>'"
  /// ```
  static func assetsHint(_ kind: SceneError.Kind) -> String? {
    switch kind {
    case .imageOutsideAssets, .imageNotFound, .absoluteImagePath:
      return "note: image paths are relative to the scene file's folder, "
        + "or to the folder given with '--assets <folder>'"
    case .fontOutsideAssets, .fontNotFound, .absoluteFontPath:
      return "note: font paths are relative to the scene file's folder, "
        + "or to the folder given with '--assets <folder>'"
    default:
      return nil
    }
  }

  /// A command's `run` that turns thrown errors into their message and exit code.
  ///
  /// ```swift
  /// CommandSpec(name: "check", abstract: "…", run: CommandFailure.reporting { try run($0, console: $1) })
  /// ```
  static func reporting(
    _ run: @escaping @Sendable (ParsedArguments, Console) throws -> Int32
  ) -> @Sendable (ParsedArguments, Console) -> Int32 {
    { args, console in
      do {
        return try run(args, console)
      } catch {
        return report(error, console: console)
      }
    }
  }
}
