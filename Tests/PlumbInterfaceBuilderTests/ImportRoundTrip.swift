import PlumbLayout
import PlumbRender
import PlumbScene

@testable import PlumbInterfaceBuilder

/// What `plumb import` writes for `imported` (no images), read back as a scene, and whether that scene
/// draws the first variant of the canvas pixel for pixel as the import itself does.
///
/// ```swift
/// let trip = try importRoundTrip(imported)
/// #expect(trip.samePixels, "\(trip.text)")
/// ```
func importRoundTrip(_ imported: IBImportedScene, file: String = "Imported.json5") throws -> (text: String, samePixels: Bool) {
  let text = IBSceneExporter(imported).json5(imagePaths: [:])
  let reread = try SceneLoader.parse(text: text, file: file)
  let variant = Layout.VariantAxes().matrix(canvas: imported.scene.canvas)[0]
  let original = try RenderSession(scene: imported.scene).render(variant)
  let copy = try RenderSession(scene: reread).render(variant)
  return (text, original.bitmap.pixels == copy.bitmap.pixels)
}
