// Stand-in written by Plumb's team, not Anchorage's code: the demo app declares these cells in files this
// corpus does not hold. Declarations only: subclasses of the demo's `BaseCell`.
// Stand-in for: AnchorageDemo__Cells__AnimatableConstraintCell.swift, AnchorageDemo__Cells__EqualSpaceViewCell.swift
final class EdgeContainedLabelCell: BaseCell {}

final class MinimumWidthViewCell: BaseCell {}

final class ToggleActiveHeightCell: BaseCell {}
