// Snapshot runs write every file through PlumbFiles (the one atomic write, `OutputTarget`, name checks);
// its types are part of PlumbSnapshot's interface, so code that imports PlumbSnapshot sees them too.
@_exported import PlumbFiles
