// PulsumRanking: the contextual Bradley-Terry ranker and its state file (issue 9).
// Intentionally empty until that work lands.
