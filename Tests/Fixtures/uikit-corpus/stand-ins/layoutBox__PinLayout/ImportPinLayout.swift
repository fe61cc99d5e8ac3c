// Stand-in written by Plumb's team, not PinLayout's code: the sample app compiles PinLayout's sources into
// its own module, so its files use `view.pin` without importing PinLayout. Here PinLayout is a module of
// its own; this one import makes its members visible to the file, as another file of the app would.
// Stand-in for: Example__PinLayoutSample__UI__Common__BasicView.swift,
//   Example__PinLayoutSample__UI__Examples__AutoSizing__AutoSizingContainerView.swift
import PinLayout
