/// Recognises a medicine's name by its shape, so that a drug no list names still counts as a
/// means: international non-proprietary names end in a small set of stems ("-pam" for
/// benzodiazepines, "-xetine" for many antidepressants, "-olol" for beta blockers).
enum DrugNames {
    /// Stems that end the names of medicines and rarely end an everyday word of seven letters
    /// or more.
    static let stems = [
        "azepam", "azolam", "xetine", "traline", "triptyline", "apine", "idone", "odone", "adol", "olol", "azole",
        "pril", "sartan", "statin", "mycin", "cillin", "profen", "barbital", "zolpidem", "clone", "amine", "azine",
        "faxine", "pramine", "oxetine", "ipine", "amide", "ormin", "tiapine", "etine",
    ]
    /// Everyday words that happen to end like a medicine.
    static let everyday: Set<String> = ["vitamine", "vitamines", "routine", "magazine", "trampoline", "gasoline", "famine", "examine"]

    static func looksLikeADrug(_ token: String) -> Bool {
        token.count >= 7 && !everyday.contains(token) && stems.contains { token.hasSuffix($0) }
    }
}
