import ArgumentParser

/// Options shared by the writer and the checker.
struct CrashStoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The store file.", valueName: "file"))
    var file: String

    @Option(help: "Base number of rows per generation.")
    var rows = 20000

    @Option(help: "Vector dimension.")
    var dim = 384
}
