/// What the screen judges of one text: its distinct sentences, plus the whole text when it has
/// 2–`wholeTextLimit` of them, and the rule findings of each. `SafetyAgent` judges every piece
/// and takes the highest level; the trainer scores its held-out texts the same way.
struct ScreenPieces {
    /// A text with at most this many sentences is also judged as a whole.
    static let wholeTextLimit = 8

    /// The pieces' texts.
    let inputs: [String]
    /// The rule findings of each piece (the whole text's: those of all its sentences and of the
    /// text read as one short chat message).
    let findings: [[PhraseFinding]]

    init(_ text: String, vocabulary: SafetyVocabulary) {
        let segments = SentenceSplitter.segments(of: text)
        var seen = Set<String>()
        let distinct = segments.filter { seen.insert($0).inserted }
        var findings = KeywordScreen.findings(inSegments: distinct, vocabulary: vocabulary)
        var inputs = distinct
        if segments.count > 1, segments.count <= Self.wholeTextLimit {
            inputs.append(text)
            var union = Set<PhraseFinding>()
            let joined = KeywordScreen.joinedFindings(of: text, segments: segments, vocabulary: vocabulary)
            findings.append((findings.flatMap { $0 } + joined).filter { union.insert($0).inserted })
        }
        self.inputs = inputs
        self.findings = findings
    }
}
