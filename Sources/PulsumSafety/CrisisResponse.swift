/// The fixed texts shown instead of coaching. They are constants: they never quote or
/// paraphrase what the person wrote.
public enum CrisisResponse {
    /// Shown for `SafetyLevel.crisis`.
    public static let text = """
        It sounds like you are carrying something very heavy right now, and you deserve support. \
        You don't have to go through this alone, and things can get better. \
        In the US, call or text 988 to reach the 988 Suicide & Crisis Lifeline, any time, free and \
        confidential, or chat at 988lifeline.org. \
        If you might act on these thoughts or are in immediate danger, call 911 or your local \
        emergency number now. \
        Outside the US, findahelpline.com lists free helplines in your country. \
        Pulsum is not a crisis service, so it will not offer coaching right now. Please reach out \
        to one of these services or to someone you trust.
        """

    /// Shown for `SafetyLevel.caution`, before any gentle coaching.
    public static let cautionText = """
        It sounds like things may be hard right now. If you ever think about harming yourself, \
        call or text 988 (988 Suicide & Crisis Lifeline, US), chat at 988lifeline.org, or find a \
        local helpline at findahelpline.com; for immediate danger call 911 or your local \
        emergency number. Pulsum is a wellness tool, not a crisis or medical service.
        """
}
