// PulsumSafety: the crisis screen, PII redaction and crisis resources (issue 8).
// Intentionally empty until that work lands.
