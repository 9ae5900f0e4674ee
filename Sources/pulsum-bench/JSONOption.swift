import ArgumentParser

/// The `--json` flag of the commands that also print text.
struct JSONOption: ParsableArguments {
    @Flag(name: .long, help: "Print machine-readable JSON on stdout.")
    var json = false
}
