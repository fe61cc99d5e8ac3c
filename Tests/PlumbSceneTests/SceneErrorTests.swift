import PlumbLayout
import Testing

@testable import PlumbScene

/// Every error the decoder makes, with its exact message and place. Scene texts are one line where
/// that keeps columns easy to read; `v(…)` wraps views in the standard scene (views on line 4, from column 11).
@Suite struct SceneErrorTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: String
    var testDescription: String { expected }
  }

  private static func top(_ body: String) -> String { "{ plumb: 1, canvas: { width: 375 }, \(body) }" }
  private static func v(_ views: String, constraints: String = "") -> String { sceneText(views: views, constraints: constraints) }
  private static func c(_ constraint: String, views: String = "{ view: 'title' }, { view: 'detail' }") -> String {
    sceneText(views: views, constraints: constraint)
  }

  static let cases: [ErrorCase] = [
    // Top level and version.
    .init(text: "[]", expected: "test.json:1:1: expected an object, found a list"),
    .init(text: "{ canvas: { width: 1 } }", expected: "test.json:1:1: missing key 'plumb'"),
    .init(text: "{ plumb: 2, canvas: { width: 1 } }", expected: "test.json:1:10: plumb: unsupported format version 2 (this Plumb reads version 1)"),
    .init(text: "{ plumb: '1' }", expected: "test.json:1:10: plumb: expected a number, found a string"),
    .init(text: "{ plumb: 1 }", expected: "test.json:1:1: missing key 'canvas'"),
    .init(text: top("canvs: {}"), expected: "test.json:1:37: canvs: unknown key 'canvs' (did you mean 'canvas'?)"),
    .init(text: top("zebra: 1"), expected: "test.json:1:37: zebra: unknown key 'zebra'"),
    .init(text: top("name: 'my scene'"), expected: "test.json:1:43: name: invalid scene name 'my scene' (use letters, digits, '_', '-' and '.', not starting with '.')"),
    .init(text: top("name: '.hidden'"), expected: "test.json:1:43: name: invalid scene name '.hidden' (use letters, digits, '_', '-' and '.', not starting with '.')"),
    // Canvas.
    .init(text: "{ plumb: 1, canvas: {} }", expected: "test.json:1:21: canvas: missing key 'width'"),
    .init(text: "{ plumb: 1, canvas: { width: '375' } }", expected: "test.json:1:30: canvas.width: expected a number, found a string"),
    .init(text: "{ plumb: 1, canvas: { width: 0 } }", expected: "test.json:1:30: canvas.width: 0 is out of range (expected a width greater than 0 and at most 100000 points)"),
    .init(text: "{ plumb: 1, canvas: { width: -375 } }", expected: "test.json:1:30: canvas.width: -375 is out of range (expected a width greater than 0 and at most 100000 points)"),
    .init(text: "{ plumb: 1, canvas: { width: NaN } }", expected: "test.json:1:30: canvas.width: expected a finite number, found NaN"),
    .init(text: "{ plumb: 1, canvas: { width: Infinity } }", expected: "test.json:1:30: canvas.width: expected a finite number, found Infinity"),
    .init(text: "{ plumb: 1, canvas: { width: 375, height: 'auto' } }", expected: "test.json:1:43: canvas.height: unknown height 'auto' (expected fit)"),
    .init(text: "{ plumb: 1, canvas: { width: 375, height: true } }", expected: "test.json:1:43: canvas.height: expected a number or \"fit\", found a boolean"),
    .init(text: "{ plumb: 1, canvas: { width: 375, scale: 0 } }", expected: "test.json:1:42: canvas.scale: 0 is out of range (expected a scale greater than 0 and at most 16)"),
    .init(text: "{ plumb: 1, canvas: { width: 375, background: 'blu' } }", expected: "test.json:1:47: canvas.background: unknown colour 'blu' (did you mean 'blue'?)"),
    .init(text: "{ plumb: 1, canvas: { width: 375, background: '#GG0000' } }", expected: "test.json:1:47: canvas.background: invalid colour '#GG0000' (expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA or a name such as 'systemBlue')"),
    .init(text: "{ plumb: 1, canvas: { width: 375, margins: { left: 4 } } }", expected: "test.json:1:46: canvas.margins.left: unknown key 'left'"),
    .init(text: "{ plumb: 1, canvas: { width: 375, safeArea: { top: -20 } } }", expected: "test.json:1:52: canvas.safeArea.top: -20 is out of range (expected a length from 0 to 100000 points)"),
    .init(text: "{ plumb: 1, canvas: { width: 375, dpi: 2 } }", expected: "test.json:1:35: canvas.dpi: unknown key 'dpi'"),
    // Limits.
    .init(text: "{ plumb: 1, canvas: { width: 8200, scale: 2 } }", expected: "test.json:1:30: canvas.width: 8200 points at scale 2 is 16400 pixels, more than the limit of 16384 pixels on a side"),
    .init(text: "{ plumb: 1, canvas: { width: 375, height: 6000 }, variants: { scale: [1, 3] } }", expected: "test.json:1:43: canvas.height: 6000 points at scale 3 is 18000 pixels, more than the limit of 16384 pixels on a side"),
    .init(text: "{ plumb: 1, canvas: { width: 375 }, variants: { width: [320, 9000], scale: [2] } }", expected: "test.json:1:62: variants.width[1]: 9000 points at scale 2 is 18000 pixels, more than the limit of 16384 pixels on a side"),
    .init(text: "{ plumb: 1, canvas: { width: 375 }, variants: { height: ['fit', 20000] } }", expected: "test.json:1:65: variants.height[1]: 20000 points at scale 1 is 20000 pixels, more than the limit of 16384 pixels on a side"),
    .init(text: top("variants: { width: [1,2,3,4,5,6,7,8], type: ['xSmall','small','medium','large','xLarge','xxLarge','xxxLarge','AX1'], scale: [1,2,3], pseudo: ['double','accented','bounded'], direction: ['ltr','rtl'] }"), expected: "test.json:1:47: variants: the variant matrix has 1152 variants, more than the limit of 1024"),
    // Variants.
    .init(text: top("variants: { width: [] }"), expected: "test.json:1:56: variants.width: expected a list with at least one value"),
    .init(text: top("variants: { width: 320 }"), expected: "test.json:1:56: variants.width: expected a list, found a number"),
    .init(text: top("variants: { width: [320, 320] }"), expected: "test.json:1:62: variants.width[1]: duplicate value 320"),
    .init(text: top("variants: { direction: ['ltr', 'rlt'] }"), expected: "test.json:1:68: variants.direction[1]: unknown direction 'rlt' (did you mean 'rtl'?)"),
    .init(text: top("variants: { type: ['AX6'] }"), expected: "test.json:1:56: variants.type[0]: unknown type size 'AX6' (did you mean 'AX1'?)"),
    .init(text: top("variants: { type: ['huge'] }"), expected: "test.json:1:56: variants.type[0]: unknown type size 'huge'"),
    .init(text: top("variants: { pseudo: ['bounds'] }"), expected: "test.json:1:58: variants.pseudo[0]: unknown pseudo-localization 'bounds' (did you mean 'bounded'?)"),
    .init(text: top("variants: { language: ['english'] }"), expected: "test.json:1:60: variants.language[0]: invalid language tag 'english' (expected a BCP 47 tag such as 'en', 'ar' or 'pt-BR')"),
    .init(text: top("strings: { en: { a: 'A' }, ar: { a: 'ا' } }, variants: { language: ['eb'] }"), expected: "test.json:1:105: variants.language[0]: language 'eb' has no strings table (did you mean 'en'?) (the table has 'ar' and 'en')"),
    .init(text: top("variants: { colour: ['red'] }"), expected: "test.json:1:49: variants.colour: unknown key 'colour'"),
    .init(text: top("variants: { widths: [320] }"), expected: "test.json:1:49: variants.widths: unknown key 'widths' (did you mean 'width'?)"),
    // Strings.
    .init(text: top("strings: { english: {} }"), expected: "test.json:1:48: strings.english: invalid language tag 'english' (expected a BCP 47 tag such as 'en', 'ar' or 'pt-BR')"),
    .init(text: top("strings: { en: { '': 'x' } }"), expected: "test.json:1:54: strings.en[\"\"]: invalid string key '' (a key cannot be empty)"),
    .init(text: top("strings: { en: { 'a b': 1 } }"), expected: "test.json:1:61: strings.en[\"a b\"]: expected a string, found a number"),
    .init(text: top("strings: { en: { a: 1 } }"), expected: "test.json:1:57: strings.en.a: expected a string, found a number"),
    .init(text: top("strings: { en: 'hello' }"), expected: "test.json:1:52: strings.en: expected an object of strings, found a string"),
    .init(text: top("strings: ['en']"), expected: "test.json:1:46: strings: expected an object of languages, found a list"),
    .init(text: top("strings: { en: { greeting: 'Hi' } }, views: [{ label: 'l', text: '@greting' }]"), expected: "test.json:1:102: views[0].text: unknown string '@greting' (did you mean '@greeting'?)"),
    .init(text: top("views: [{ label: 'l', text: '@greeting' }]"), expected: "test.json:1:65: views[0].text: unknown string '@greeting': the scene has no 'strings' table"),
    // A button's title and a text view's text are checked as a label's text is.
    .init(text: top("strings: { en: { greeting: 'Hi' } }, views: [{ textView: 't', text: '@greting' }]"),
          expected: "test.json:1:105: views[0].text: unknown string '@greting' (did you mean '@greeting'?)"),
    .init(text: top("strings: { en: { greeting: 'Hi' } }, views: [{ button: 'b', title: '@greting' }]"),
          expected: "test.json:1:104: views[0].title: unknown string '@greting' (did you mean '@greeting'?)"),
    // Metrics.
    .init(text: top("metrics: { 'a-b': 1 }"), expected: "test.json:1:48: metrics.a-b: invalid id 'a-b' (an id starts with a letter or '_' and continues with letters, digits or '_')"),
    .init(text: top("metrics: { gap: 'wide' }"), expected: "test.json:1:53: metrics.gap: expected a number, found a string"),
    .init(text: top("metrics: [8]"), expected: "test.json:1:46: metrics: expected an object, found a list"),
    // Views: structure, kinds, ids.
    .init(text: top("views: {}"), expected: "test.json:1:44: views: expected a list, found an object"),
    .init(text: v("'title'"), expected: "test.json:4:11: views[0]: expected a view object, found a string"),
    .init(text: v("{ id: 'title' }"), expected: "test.json:4:11: views[0]: a view needs one of the keys 'view', 'label', 'image', 'stack', 'guide' or a control kind ('button', 'switch', …) holding its id"),
    .init(text: v("{ label: 'a', image: 'b' }"), expected: "test.json:4:25: views[0].image: a view has both 'label' and 'image'; give it one kind"),
    .init(text: v("{ view: 1 }"), expected: "test.json:4:19: views[0].view: expected a string, found a number"),
    .init(text: v("{ view: '1st' }"), expected: "test.json:4:19: views[0].view: invalid id '1st' (an id starts with a letter or '_' and continues with letters, digits or '_')"),
    .init(text: v("{ view: 'my-view' }"), expected: "test.json:4:19: views[0].view: invalid id 'my-view' (an id starts with a letter or '_' and continues with letters, digits or '_')"),
    .init(text: v("{ view: 'root' }"), expected: "test.json:4:19: views[0].view: 'root' is reserved (root, safeArea, self and superview name predefined items)"),
    .init(text: v("{ guide: 'safeArea' }"), expected: "test.json:4:20: views[0].guide: 'safeArea' is reserved (root, safeArea, self and superview name predefined items)"),
    .init(text: v("{ view: 'self' }"), expected: "test.json:4:19: views[0].view: 'self' is reserved (root, safeArea, self and superview name predefined items)"),
    .init(text: v("{ view: 'a' },\n{ view: 'b', subviews: [{ label: 'a', text: '' }] }"), expected: "test.json:5:34: views[1].subviews[0].label: duplicate id 'a' (first used at line 4)"),
    .init(text: v("{ view: 'a', backgroud: 'red' }"), expected: "test.json:4:24: views[0].backgroud: unknown key 'backgroud' (did you mean 'background'?)"),
    .init(text: v("{ label: 'a', text: '', axis: 'vertical' }"), expected: "test.json:4:35: views[0].axis: 'axis' is not a key of label (it belongs to stack)"),
    .init(text: v("{ view: 'a', text: 'Hi' }"), expected: "test.json:4:24: views[0].text: 'text' is not a key of view (it belongs to label, textField, textView and searchBar)"),
    .init(text: v("{ guide: 'g', background: 'red' }"), expected: "test.json:4:25: views[0].background: 'background' is not a key of guide (it belongs to view, label, image, stack and every control)"),
    .init(text: v("{ view: 'a', spacingAfter: 8 }"), expected: "test.json:4:24: views[0].spacingAfter: 'spacingAfter' is only allowed on the arranged views of a stack"),
    .init(text: v("{ stack: 's', subviews: [{ view: 'a', spacingAfter: 8 }] }"), expected: "test.json:4:49: views[0].subviews[0].spacingAfter: 'spacingAfter' is only allowed on the arranged views of a stack"),
    .init(text: v("{ stack: 's', arranged: [{ view: 'a', spacingAfter: '8' }] }"), expected: "test.json:4:63: views[0].arranged[0].spacingAfter: expected a number, found a string"),
    .init(text: v("{ view: 'a', wobble: 1 }"), expected: "test.json:4:24: views[0].wobble: unknown key 'wobble'"),
    // Common keys.
    .init(text: v("{ view: 'a', hidden: 'yes' }"), expected: "test.json:4:32: views[0].hidden: expected true or false, found a string"),
    .init(text: v("{ view: 'a', alpha: 1.5 }"), expected: "test.json:4:31: views[0].alpha: 1.5 is out of range (expected a number from 0 to 1)"),
    .init(text: v("{ view: 'a', border: { color: 'red' } }"), expected: "test.json:4:32: views[0].border: missing key 'width'"),
    .init(text: v("{ view: 'a', border: { width: 1, style: 'dashed' } }"), expected: "test.json:4:44: views[0].border.style: unknown key 'style'"),
    .init(text: v("{ view: 'a', cornerRadius: -1 }"), expected: "test.json:4:38: views[0].cornerRadius: -1 is out of range (expected a length from 0 to 100000 points)"),
    .init(text: v("{ image: 'a', src: 'a.png', systemName: 'plus' }"), expected: "test.json:4:51: views[0].systemName: 'src' and 'systemName' set the same attribute; give one of them"),
    .init(text: v("{ image: 'a', systemName: '' }"), expected: "test.json:4:37: views[0].systemName: expected an SF Symbol name such as \"chevron.forward\", found 0 characters"),
    .init(text: v("{ image: 'a', preferredSymbolConfiguration: { pointSize: 17 } }"), expected: "test.json:4:55: views[0].preferredSymbolConfiguration: 'preferredSymbolConfiguration' is not a key of an image without systemName (it belongs to images with systemName)"),
    .init(text: v("{ image: 'a', systemName: 'plus', preferredSymbolConfiguration: { pointSize: 17, textStyle: 'body' } }"), expected: "test.json:4:103: views[0].preferredSymbolConfiguration.textStyle: 'pointSize' and 'textStyle' set the same attribute; give one of them"),
    .init(text: v("{ image: 'a', systemName: 'plus', preferredSymbolConfiguration: { scale: 'huge' } }"), expected: "test.json:4:84: views[0].preferredSymbolConfiguration.scale: unknown symbol scale 'huge' (expected small, medium or large)"),
    .init(text: v("{ view: 'a', maskedCorners: ['topLeft'] }"), expected: "test.json:4:40: views[0].maskedCorners[0]: unknown corner 'topLeft' (expected layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner or layerMaxXMaxYCorner)"),
    .init(text: v("{ view: 'a', maskedCorners: ['layerMinXMinYCorner', 'layerMinXMinYCorner'] }"), expected: "test.json:4:63: views[0].maskedCorners[1]: duplicate value layerMinXMinYCorner"),
    .init(text: v("{ label: 'a', text: 'x', shadowOffset: { dx: 1 } }"), expected: "test.json:4:52: views[0].shadowOffset.dx: unknown key 'dx'"),
    .init(text: v("{ mapView: 'a', mapType: 'satelite' }"), expected: "test.json:4:36: views[0].mapType: unknown map type 'satelite' (did you mean 'satellite'?)"),
    .init(text: v("{ mapView: 'a', showsUserLocation: true }"), expected: "test.json:4:27: views[0].showsUserLocation: unknown key 'showsUserLocation'"),
    .init(text: v("{ view: 'a', blurEffect: 'frosted' }"), expected: "test.json:4:36: views[0].blurEffect: unknown blur effect style 'frosted'"),
    .init(text: v("{ view: 'a', shadow: { opacity: 2 } }"), expected: "test.json:4:43: views[0].shadow.opacity: 2 is out of range (expected a number from 0 to 1)"),
    .init(text: v("{ view: 'a', shadow: { opacity: 0.2, blur: 4 } }"), expected: "test.json:4:48: views[0].shadow.blur: unknown key 'blur'"),
    .init(text: v("{ view: 'a', shadow: { opacity: 0.2, offset: { height: -1e9 } } }"), expected: "test.json:4:66: views[0].shadow.offset.height: -1000000000 is out of range (expected a number from -100000 to 100000 points)"),
    .init(text: v("{ view: 'a', maskedCorners: 3 }"), expected: "test.json:4:39: views[0].maskedCorners: expected a list, found a number"),
    .init(text: v("{ view: 'a', margins: 8 }"), expected: "test.json:4:33: views[0].margins: expected an object, found a number"),
    .init(text: v("{ view: 'a', semanticContentAttribute: 'forceRTL' }"), expected: "test.json:4:50: views[0].semanticContentAttribute: unknown semantic content attribute 'forceRTL' (expected unspecified, playback, spatial, forceLeftToRight or forceRightToLeft)"),
    .init(text: v("{ view: 'a', hugging: { h: 0 } }"), expected: "test.json:4:38: views[0].hugging.h: priority 0 is out of range (expected more than 0 and at most 1000)"),
    .init(text: v("{ view: 'a', hugging: { horizontal: 1 } }"), expected: "test.json:4:35: views[0].hugging.horizontal: unknown key 'horizontal'"),
    .init(text: v("{ view: 'a', compression: { v: 'hihg' } }"), expected: "test.json:4:42: views[0].compression.v: unknown priority 'hihg' (did you mean 'high'?)"),
    .init(text: v("{ view: 'a', compression: { v: true } }"), expected: "test.json:4:42: views[0].compression.v: expected a priority (a number or a name such as 'high'), found a boolean"),
    .init(text: v("{ view: 'a', intrinsic: { height: -30 } }"), expected: "test.json:4:45: views[0].intrinsic.height: -30 is out of range (expected a length from 0 to 100000 points)"),
    .init(text: v("{ view: 'a', intrinsic: { h: 30 } }"), expected: "test.json:4:37: views[0].intrinsic.h: unknown key 'h'"),
    .init(text: v("{ view: 'a', subviews: {} }"), expected: "test.json:4:34: views[0].subviews: expected a list, found an object"),
    // Labels.
    .init(text: v("{ label: 'a' }"), expected: "test.json:4:11: views[0]: missing key 'text'"),
    .init(text: v("{ label: 'a', text: 42 }"), expected: "test.json:4:31: views[0].text: expected a string or a list of runs, found a number"),
    .init(text: v("{ label: 'a', text: '', font: 'bdy' }"), expected: "test.json:4:41: views[0].font: unknown text style 'bdy' (did you mean 'body'?)"),
    .init(text: v("{ label: 'a', text: '', font: 17 }"), expected: "test.json:4:41: views[0].font: expected a text style name or a font object, found a number"),
    .init(text: v("{ label: 'a', text: '', font: { family: 'Inter' } }"), expected: "test.json:4:41: views[0].font: missing key 'size'"),
    .init(text: v("{ label: 'a', text: '', font: { size: 0 } }"), expected: "test.json:4:49: views[0].font.size: 0 is out of range (expected a size from 0.5 to 1024 points)"),
    .init(text: v("{ label: 'a', text: '', font: { size: 12, weight: 'semi' } }"), expected: "test.json:4:61: views[0].font.weight: unknown font weight 'semi'"),
    .init(text: v("{ label: 'a', text: '', font: { size: 12, weight: 450.5 } }"), expected: "test.json:4:61: views[0].font.weight: expected a whole number, found 450.5"),
    .init(text: v("{ label: 'a', text: '', font: { size: 12, family: '' } }"), expected: "test.json:4:61: views[0].font.family: expected a family or PostScript name, found an empty string"),
    .init(text: v("{ label: 'a', text: '', font: { size: 12, style: 'italic' } }"), expected: "test.json:4:53: views[0].font.style: unknown key 'style'"),
    .init(text: v("{ label: 'a', text: '', textColor: 'lable' }"), expected: "test.json:4:46: views[0].textColor: unknown colour 'lable' (did you mean 'label'?)"),
    .init(text: v("{ label: 'a', text: '', textAlignment: 'centre' }"), expected: "test.json:4:50: views[0].textAlignment: unknown text alignment 'centre' (did you mean 'center'?)"),
    .init(text: v("{ label: 'a', text: '', numberOfLines: -1 }"), expected: "test.json:4:50: views[0].numberOfLines: -1 is out of range (expected a whole number from 0 to 1000)"),
    .init(text: v("{ label: 'a', text: '', numberOfLines: 1.5 }"), expected: "test.json:4:50: views[0].numberOfLines: expected a whole number, found 1.5"),
    .init(text: v("{ label: 'a', text: '', numberOfLines: 1e30 }"), expected: "test.json:4:50: views[0].numberOfLines: 1e+30 is out of range (expected a whole number from 0 to 1000)"),
    .init(text: v("{ label: 'a', text: '', lineBreakMode: 'truncateTail' }"), expected: "test.json:4:50: views[0].lineBreakMode: unknown line break mode 'truncateTail' (expected byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail or byTruncatingMiddle)"),
    .init(text: v("{ label: 'a', text: '', lineBreakMode: 'byTruncatingTale' }"), expected: "test.json:4:50: views[0].lineBreakMode: unknown line break mode 'byTruncatingTale' (did you mean 'byTruncatingTail'?)"),
    .init(text: v("{ label: 'a', text: '', minimumScaleFactor: 2 }"), expected: "test.json:4:55: views[0].minimumScaleFactor: 2 is out of range (expected a number from 0 to 1)"),
    .init(text: v("{ label: 'a', text: '', adjustsFontSizeToFitWidth: 1 }"), expected: "test.json:4:62: views[0].adjustsFontSizeToFitWidth: expected true or false, found a number"),
    .init(text: v("{ label: 'a', text: '', preferredMaxLayoutWidth: -1 }"), expected: "test.json:4:60: views[0].preferredMaxLayoutWidth: -1 is out of range (expected a width from 0 to 100000 points)"),
    .init(text: v("{ label: 'a', text: '', widthBeforeLayout: 'wide' }"), expected: "test.json:4:54: views[0].widthBeforeLayout: expected a number, found a string"),
    // Images.
    .init(text: v("{ image: 'a', src: '/etc/passwd.png' }"), expected: "test.json:4:30: views[0].src: image path '/etc/passwd.png' is absolute; give it relative to the scene's folder"),
    .init(text: v("{ image: 'a', src: 'photo.gif' }"), expected: "test.json:4:30: views[0].src: image 'photo.gif' is not a PNG or JPEG (.png, .jpg or .jpeg)"),
    .init(text: v("{ image: 'a', contentMode: 'aspectFit' }"), expected: "test.json:4:38: views[0].contentMode: unknown content mode 'aspectFit'"),
    .init(text: v("{ image: 'a', contentMode: 'scaleAspectFil' }"), expected: "test.json:4:38: views[0].contentMode: unknown content mode 'scaleAspectFil' (did you mean 'scaleAspectFit'?)"),
    // Stacks.
    .init(text: v("{ stack: 's', axis: 'diagonal' }"), expected: "test.json:4:31: views[0].axis: unknown axis 'diagonal' (expected horizontal or vertical)"),
    .init(text: v("{ stack: 's', distribution: 'fillEqualy' }"), expected: "test.json:4:39: views[0].distribution: unknown distribution 'fillEqualy' (did you mean 'fillEqually'?)"),
    .init(text: v("{ stack: 's', alignment: 'middle' }"), expected: "test.json:4:36: views[0].alignment: unknown alignment 'middle' (expected fill, leading, top, firstBaseline, center, trailing, bottom or lastBaseline)"),
    .init(text: v("{ stack: 's', spacing: 1e6 }"), expected: "test.json:4:34: views[0].spacing: 1000000 is out of range (expected a spacing from -100000 to 100000 points)"),
    .init(text: v("{ stack: 's', arranged: [{ view: 'a', arranged: [] }] }"), expected: "test.json:4:49: views[0].arranged[0].arranged: 'arranged' is not a key of view (it belongs to stack)"),
    .init(text: v("{ stack: 's', isBaselineRelativeArrangement: 'no' }"), expected: "test.json:4:56: views[0].isBaselineRelativeArrangement: expected true or false, found a string"),
    // Constraint entries.
    .init(text: c("42"), expected: "test.json:5:17: constraints[0]: expected a constraint string or object, found a number"),
    .init(text: top("constraints: 'a.top == b.top'"), expected: "test.json:1:50: constraints: expected a list, found a string"),
    .init(text: c("{ identifier: 'x' }"), expected: "test.json:5:17: constraints[0]: missing key 'constraint'"),
    .init(text: c("{ constraint: 'title.width == 1', priorty: 1 }"), expected: "test.json:5:51: constraints[0].priorty: unknown key 'priorty' (did you mean 'priority'?)"),
    .init(text: c("{ constraint: 'title.width == 1 @ 750', priority: 500 }"), expected: "test.json:5:67: constraints[0].priority: the priority is given twice: after '@' in the constraint and as 'priority'"),
    .init(text: c("{ constraint: 'H:[title]', priority: 500 }"), expected: "test.json:5:54: constraints[0].priority: 'priority' cannot be used with a visual format; write '@priority' in its predicates"),
    .init(text: c("{ constraint: 'title.width == 1', priority: 0 }"), expected: "test.json:5:61: constraints[0].priority: priority 0 is out of range (expected more than 0 and at most 1000)"),
    .init(text: c("{ constraint: 'title.width == 1', identifier: 7 }"), expected: "test.json:5:63: constraints[0].identifier: expected a string, found a number"),
    .init(text: c("{ constraint: 'title.width == 1', when: 'compakt' }"), expected: "test.json:5:57: constraints[0].when: unknown condition 'compakt' (did you mean 'compact'?)"),
    .init(text: c("{ constraint: 'title.width == 1', when: 'AX3...large' }"), expected: "test.json:5:57: constraints[0].when: empty type size range 'AX3...large'"),
    .init(text: c("{ constraint: 'title.width == 1', when: '> AX5' }"), expected: "test.json:5:57: constraints[0].when: empty type size range '> AX5'"),
    .init(text: c("{ constraint: 'title.width == 1', when: '< xSmall' }"), expected: "test.json:5:57: constraints[0].when: empty type size range '< xSmall'"),
    .init(text: c("{ constraint: 'title.width == 1', when: '>= AX9' }"), expected: "test.json:5:57: constraints[0].when: unknown type size 'AX9' (did you mean 'AX1'?)"),
    .init(text: c("{ constraint: 'title.width == 1', when: [] }"), expected: "test.json:5:57: constraints[0].when: expected a list with at least one value"),
    .init(text: c("{ constraint: 'title.width == 1', when: ['rtl', 5] }"), expected: "test.json:5:65: constraints[0].when[1]: expected a condition string or a list of them, found a number"),
    // Constraint expressions: grammar.
    .init(text: c("'title.width = 10'"), expected: "test.json:5:30: constraints[0]: expected a relation (==, <= or >=), found '='"),
    .init(text: c("'title.width =='"), expected: "test.json:5:32: constraints[0]: expected an item's attribute or a constant, found the end of the constraint"),
    .init(text: c("'title == detail.width'"), expected: "test.json:5:18: constraints[0]: 'title' needs an attribute, as in 'title.leading'"),
    .init(text: c("'title.widht == 10'"), expected: "test.json:5:24: constraints[0]: unknown attribute 'widht' (did you mean 'width'?)"),
    .init(text: c("'title.width == detail.'"), expected: "test.json:5:40: constraints[0]: expected an attribute, found the end of the constraint"),
    .init(text: c("'title.width == detail.width 10'"), expected: "test.json:5:46: constraints[0]: expected '+', '-', '@' or the end of the constraint, found '10'"),
    .init(text: c("'title.width == detail.width + '"), expected: "test.json:5:48: constraints[0]: expected a constant, found the end of the constraint"),
    .init(text: c("'title.width == detail.width * x'"), expected: "test.json:5:48: constraints[0]: expected a multiplier, found 'x'"),
    .init(text: c("'title.width == 3:4'"), expected: "test.json:5:36: constraints[0]: expected '*' after the ratio, found the end of the constraint"),
    .init(text: c("'title.width == 3:0 * detail.width'"), expected: "test.json:5:33: constraints[0]: invalid multiplier '3:0'"),
    .init(text: c("'title.width == 3: * detail.width'"), expected: "test.json:5:35: constraints[0]: expected the second number of a ratio such as 3:4, found ' '"),
    .init(text: c("'title.width == 10 @'"), expected: "test.json:5:37: constraints[0]: expected a priority (a number or required, high, low, fittingSize), found the end of the constraint"),
    .init(text: c("'title.width == 10 @ 0'"), expected: "test.json:5:38: constraints[0]: priority 0 is out of range (expected more than 0 and at most 1000)"),
    .init(text: c("'title.width == 10 @ 1000.5'"), expected: "test.json:5:38: constraints[0]: priority 1000.5 is out of range (expected more than 0 and at most 1000)"),
    .init(text: c("'title.width == 10 @ -5'"), expected: "test.json:5:38: constraints[0]: priority -5 is out of range (expected more than 0 and at most 1000)"),
    .init(text: c("'title.width == 10 @ medium'"), expected: "test.json:5:38: constraints[0]: unknown priority 'medium' (expected required, high, low or fittingSize)"),
    .init(text: c("'title.width == 10 @ 750 extra'"), expected: "test.json:5:42: constraints[0]: expected the end of the constraint, found 'extra'"),
    .init(text: c("'title.width == 200000'"), expected: "test.json:5:18: constraints[0]: 200000 is out of range (expected a constant from -100000 to 100000 points)"),
    .init(text: c("'title.width == 99999 * detail.width'"), expected: "test.json:5:18: constraints[0]: 99999 is out of range (expected a multiplier from -10000 to 10000)"),
    // Constraint expressions: names.
    .init(text: c("'titel.leading == root.leading'"), expected: "test.json:5:18: constraints[0]: unknown view 'titel' (did you mean 'title'?)"),
    .init(text: c("'title.leading == rot.leading'"), expected: "test.json:5:35: constraints[0]: unknown view 'rot' (did you mean 'root'?)"),
    .init(text: c("'title.top == safearea.top'"), expected: "test.json:5:31: constraints[0]: unknown view 'safearea' (did you mean 'safeArea'?)"),
    .init(text: c("'self.width == 10'"), expected: "test.json:5:18: constraints[0]: 'self' can only be used in the constraints of a view (at the top level, name the view)"),
    .init(text: c("'title.width == superview.width'"), expected: "test.json:5:33: constraints[0]: 'superview' can only be used in the constraints of a view (at the top level, name the view)"),
    .init(text: v("{ stack: 'card', arranged: [{ label: 'title', text: '', constraints: ['self.top == titel.top'] }] }"), expected: "test.json:4:94: views[0].arranged[0].constraints[0]: unknown view 'titel' (did you mean 'title'?)"),
    .init(text: v("{ view: 'a', constraints: ['slef.width == 10'] }"), expected: "test.json:4:39: views[0].constraints[0]: unknown view 'slef' (did you mean 'self'?)"),
    // Escaped strings point at the string, not inside it.
    .init(text: c("'titel.leading == root.leading\\u0020'"), expected: "test.json:5:17: constraints[0]: unknown view 'titel' (did you mean 'title'?)"),
  ]

  @Test(arguments: cases)
  func message(_ errorCase: ErrorCase) {
    #expect(errorMessage(errorCase.text) == errorCase.expected)
  }

  @Test func aFileNameThatCannotNameTheSceneNeedsAName() {
    let text = "{ plumb: 1, canvas: { width: 1 } }"
    #expect(errorMessage(text, file: "my scene.json")
      == "my scene.json:1:1: invalid scene name 'my scene' (use letters, digits, '_', '-' and '.', not starting with '.')")
    #expect(errorMessage("{ plumb: 1, name: 'ok', canvas: { width: 1 } }", file: "my scene.json") == "no error")
  }

  @Test func tooManyViews() {
    let views = (0...SceneLimits.maxViews).map { "{view:'v\($0)'}" }.joined(separator: ",")
    #expect(errorMessage("{plumb:1,canvas:{width:1},views:[\(views)]}") == "test.json:1:148924: views[10000]: more than 10000 views")
  }

  @Test func hugeTextIsRefusedBeforeParsing() {
    let text = "{ plumb: 1, canvas: { width: 1 }, name: '" + String(repeating: "a", count: SceneLimits.maxFileBytes) + "' }"
    #expect(errorMessage(text) == "test.json: the file is 2097196 bytes, more than the limit of 2097152")
  }

  @Test func errorsWithoutAFileStartAtTheLine() {
    #expect(errorMessage("{ plumb: 2 }", file: "") != "no error")
    do {
      _ = try SceneLoader.parse(text: "{ plumb: 1 }")
      Issue.record("no error")
    } catch let error as SceneError {
      #expect(error.description == "missing key 'canvas'")
      #expect(error.kind == .missingKey("canvas"))
      #expect(error.location == Layout.SourceLocation(file: nil, path: "", line: 1, column: 1))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
