import Foundation
import PulsumAnalytics
import PulsumRanking

/// Builds the ranker's context: today's day features, plus situations the person states in
/// words or that the clock implies.
enum CoachContext {
    /// Ranking context from a day's feature vector: the features under their own names, as the
    /// ranker's measured situations read them (z-scores oriented so that higher is better).
    static func dayFeatures(from features: FeatureVector?) -> [String: Double] {
        guard let features else { return [:] }
        return Dictionary(uniqueKeysWithValues: features.values.filter { $0.value.isFinite }.map { ($0.key.rawValue, $0.value) })
    }

    /// Words that state a situation (matched on whole lower-case words or phrases).
    static let statedCues: [(situation: Situation, cues: [String])] = [
        (.stressed, ["stress", "stressed", "stressful", "pressure", "overwhelmed", "swamped", "tense"]),
        (.anxious, ["anxious", "anxiety", "worried", "worry", "nervous", "panicky", "uneasy"]),
        (.wired, ["wired", "restless", "jittery", "keyed up", "on edge", "can't settle", "cannot settle", "buzzing"]),
        (.lowEnergy, ["tired", "exhausted", "drained", "fatigued", "sleepy", "no energy", "low energy", "sluggish", "wiped"]),
        (.poorMood, ["sad", "down", "low mood", "blue", "unhappy", "grumpy", "irritable", "miserable"]),
        (.lowFocus, ["focus", "concentrate", "concentration", "distracted", "foggy", "brain fog"]),
        (.atDesk, ["desk", "computer", "laptop", "screen", "sitting", "office", "meeting"]),
        (.shortSleep, ["slept badly", "slept poorly", "bad night", "didn't sleep", "couldn't sleep", "short night", "insomnia"]),
    ]

    /// Situations stated in `text` (value 1) and implied by the local hour of `now`.
    static func statedSituations(in text: String, now: Date, timeZone: TimeZone = .current) -> [String: Double] {
        var stated: [String: Double] = [:]
        for situation in statedCueMatches(in: text).keys { stated[situation.rawValue] = 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let hour = calendar.component(.hour, from: now)
        if hour >= 19 || hour < 2 { stated[Situation.restlessEvening.rawValue] = 1 }
        if (5..<11).contains(hour) { stated[Situation.morning.rawValue] = 1 }
        return stated
    }

    /// Each situation `text` states, with the first cue word or phrase that stated it.
    static func statedCueMatches(in text: String) -> [Situation: String] {
        let words = " " + words(of: text).joined(separator: " ") + " "
        var matches: [Situation: String] = [:]
        for (situation, cues) in statedCues {
            if let cue = cues.first(where: { words.contains(" \($0) ") }) { matches[situation] = cue }
        }
        return matches
    }

    /// The lower-case words of `text` (letters and apostrophes).
    static func words(of text: String) -> [Substring] {
        text.lowercased().map { $0.isLetter || $0 == "'" ? $0 : " " }.reduce(into: "") { $0.append($1) }
            .split(separator: " ")
    }
}
