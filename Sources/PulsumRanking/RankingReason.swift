extension RecRanker.Ranked {
    /// A one-line reason for the item's place, from the feature that added the most to its score.
    public var why: String {
        guard let topFeature else { return "a short, gentle option" }
        if topFeature == "similarity" {
            return "close to what you wrote (similarity \(String(format: "%.2f", features[0])))"
        }
        if topFeature.hasPrefix("fit."), let situation = Situation(rawValue: String(topFeature.dropFirst(4))) {
            return situation.signal == nil
                ? "suited to feeling \(situation.phrase)"
                : "fits today's numbers: \(situation.phrase)"
        }
        if topFeature.hasPrefix("category.") {
            return "you have often chosen \(topFeature.dropFirst(9)) items"
        }
        return "a short, gentle option"
    }
}
