/// A file (or folder) that ships with Pulsum rather than belonging to the person.
public enum ShippedFile: String, CaseIterable, Sendable {
    /// The built-in micro-moment library.
    case library = "micro-moments.jsonl"
    /// The built-in library embedded by the pinned model (`make shipped-vectors`), so no folder
    /// embeds it again.
    case libraryVectors = "library-index.pvs"
    /// The crisis prototypes the safety screen compares text with.
    case crisisPrototypes = "safety/crisis-prototypes.jsonl"
    /// The crisis screen's word lists, idioms and benign frames.
    case screenVocabulary = "safety/screen-vocabulary.json"
    /// The crisis screen's trained classifier weights.
    case crisisClassifier = "safety/crisis-classifier.json"
    /// The crisis prototypes embedded by the pinned model (`make shipped-vectors`), so a cold
    /// `pulsum safety` embeds nothing but the text it screens.
    case prototypeVectors = "safety/crisis-prototypes.pvs"
    /// The all-MiniLM-L6-v2 model folder.
    case model = "models/all-MiniLM-L6-v2"
}
