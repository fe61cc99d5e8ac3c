import Foundation
import Testing

/// An image path error names the folder image paths are relative to (never `'.'`) and says that
/// `--assets` moves it.
@Suite struct ImagePathErrorTests {
  private let scene = """
    { plumb: 1, canvas: { width: 100, height: 100 },
      views: [ { image: "photo", src: "../photo.png" } ],
      constraints: [ "H:|[photo]|", "V:|[photo]|" ] }
    """

  @Test func aSceneInTheCurrentFolderNamesTheFolderAndMentionsAssets() throws {
    let folder = temporaryFolder("image-path")
    try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/card.json"))
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    // Run in the scene's folder, so the scene is named without a folder.
    let executable = try #require(PlumbBinary.path, PlumbBinary.missingMessage)
    let run = try PlumbBinary.run(
      executable, arguments: ["render", "card.json", "-o", "card.png"], environment: ["LANG": "C"], directory: folder)
    #expect(run.status == 65)
    #expect(run.errors.contains("image path '../photo.png' leads outside the assets folder '\(real)'"), "\(run.errors)")
    #expect(!run.errors.contains("'.'"), "\(run.errors)")
    #expect(run.errors.contains("'--assets <folder>'"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/card.png"))
  }

  @Test func aFontPathErrorNamesTheAssetsFolderAndMentionsAssets() throws {
    let folder = temporaryFolder("font-path")
    let text = #"{ plumb: 1, fonts: ["../Serif.ttf"], canvas: { width: 100, height: 100 }, views: [] }"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/card.json"))
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    let run = plumb(["render", folder + "/card.json", "-o", folder + "/card.png"])
    #expect(run.code == 65)
    #expect(run.errors.contains("font path '../Serif.ttf' leads outside the assets folder '\(folder)'")
      || run.errors.contains("font path '../Serif.ttf' leads outside the assets folder '\(real)'"), "\(run.errors)")
    #expect(run.errors.contains("note: font paths are relative to the scene file's folder, "
      + "or to the folder given with '--assets <folder>'"), "\(run.errors)")
  }

  @Test func aMissingAssetsFolderIsNamed() {
    let folder = temporaryFolder("image-path")
    try? Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/card.json"))
    let run = plumb(["render", folder + "/card.json", "--assets", folder + "/Nowhere", "-o", folder + "/card.png"])
    #expect(run.code == 65)
    #expect(run.errors.contains("the assets folder '\(folder)/Nowhere' does not exist"), "\(run.errors)")
  }
}
