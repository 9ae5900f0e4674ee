/// BERT's pre-tokenizer: splits normalised text on whitespace and makes every punctuation
/// character a word of its own (ASCII punctuation, and Unicode categories Pc, Pd, Ps, Pe, Pi,
/// Pf, Po as the reference's tables see them, see ``ReferenceUnicode``). Symbols such as emoji
/// (So) stay inside their word.
enum BertPreTokenizer {
    /// The words of `text`, in order.
    static func split(_ text: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        var words: [ArraySlice<Unicode.Scalar>] = []
        var start = text.startIndex
        for index in text.indices {
            let scalar = text[index]
            let whitespace = scalar.properties.isWhitespace
            if whitespace || isPunctuation(scalar) {
                if start < index { words.append(text[start..<index]) }
                if !whitespace { words.append(text[index...index]) }
                start = index + 1
            }
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// ASCII punctuation (33–47, 58–64, 91–96, 123–126) or a Unicode punctuation category.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 33...47, 58...64, 91...96, 123...126: return true
        case 0..<128: return false
        default:
            switch ReferenceUnicode.category(scalar) {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
    }
}
