import PlumbCLI

// `plumb`: parse the arguments, run the command, exit with its code.
Plumb.main(CommandLine.arguments)
