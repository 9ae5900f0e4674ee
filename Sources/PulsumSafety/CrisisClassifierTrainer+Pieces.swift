extension CrisisClassifierTrainer {
    /// What the crisis head learns from the texts at `indices`: each text, then, for every safe or
    /// distress text the screen judges in pieces, each piece as not crisis. A sentence of a message
    /// that is not a crisis is not one either; a crisis message's sentences carry no label of
    /// their own, so they are left out.
    static func crisisExamples(_ indices: [Int], sentences: [TrainingSentence], inputs: [[Float]], words: [WordGrams]?,
                               pieces: [[TextPiece]]?) -> (inputs: [[Float]], words: [WordGrams]?, labels: [Bool]) {
        var exampleInputs = indices.map { inputs[$0] }
        var exampleWords = words.map { words in indices.map { words[$0] } }
        var labels = indices.map { sentences[$0].label == .crisis }
        for index in indices where sentences[index].label != .crisis {
            for piece in pieces?[index] ?? [] {
                exampleInputs.append(piece.input)
                exampleWords?.append(WordGrams(piece.text))
                labels.append(false)
            }
        }
        return (exampleInputs, exampleWords, labels)
    }
}
