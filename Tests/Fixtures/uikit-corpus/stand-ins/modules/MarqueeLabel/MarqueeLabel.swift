// Stand-in module written by Plumb's team, not MarqueeLabel's code: NotificationBanner's helpers import the
// third-party module MarqueeLabel, which this corpus does not hold. Declarations only, shaped by how the
// corpus files use it; the label does not scroll.
import UIKit

open class MarqueeLabel: UILabel {
  public enum MarqueeType {
    case left, right, continuous, continuousReverse, leftRight, rightLeft
  }

  public enum SpeedLimit {
    case rate(CGFloat)
    case duration(CGFloat)
  }

  open var type = MarqueeType.continuous
  open var speed = SpeedLimit.duration(7)
  open var animationDelay: CGFloat = 1
  open var trailingBuffer: CGFloat = 0
  open var fadeLength: CGFloat = 0
}
