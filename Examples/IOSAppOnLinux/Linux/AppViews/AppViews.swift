// The app's view files are compiled into this target by PlumbAdaptPlugin (see plumb-adapt.txt).
