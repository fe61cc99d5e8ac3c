// Stand-in written by Plumb's team, not Hero's code: the library declares the constant `π` in a file this
// corpus does not hold.
// Stand-in for: Sources__Debug Plugin__HeroDebugView.swift
import UIKit

let π = CGFloat.pi
