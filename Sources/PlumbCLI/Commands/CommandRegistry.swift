import PlumbSnapshot

/// The list of subcommands; each lives in its own file as a `static let spec`.
///
/// ```swift
/// CommandRegistry.all.map(\.name)   // ["render", "solve", …]
/// ```
public enum CommandRegistry {
  /// Every subcommand in help order. Add a command here when its file is added.
  public static var all: [CommandSpec] {
    [
      RenderCommand.spec,
      CheckCommand.spec,
      TraceCommand.spec,
      SheetCommand.spec,
      SnapshotCommand.spec(loader: { try SceneSnapshots.load(file: $0) }, codec: GraphicsPNGCodec(),
                           optimizedCodec: GraphicsPNGCodec(settings: .smallest), fingerprint: { SceneSnapshots.environment },
                           environment: Plumb.environment),
      SolveCommand.spec,
      DevicesCommand.spec,
      ListCommand.spec,
      ImportCommand.spec,
      AdaptCommand.spec,
      CompareIOSCommand.spec,
      SweepCommand.spec,
    ]
  }
}
