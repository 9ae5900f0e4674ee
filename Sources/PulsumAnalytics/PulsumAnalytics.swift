// PulsumAnalytics: robust statistics, daily aggregation, baselines, features and score (issues 3 and 5).
// Intentionally empty until that work lands.
