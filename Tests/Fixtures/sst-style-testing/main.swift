import Testing

await Testing.__swiftPMEntryPoint() as Never
