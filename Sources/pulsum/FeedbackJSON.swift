import Foundation
import PulsumAgents

/// One feedback event in the `--json` dialect: `at` as an ISO 8601 time, snake_case keys (the
/// history file keeps its own format).
struct FeedbackJSON: Encodable {
    var at: Date
    var chosen: String
    var over: [String]
    var probabilitiesBefore: [Double]

    init(_ event: FeedbackEvent) {
        at = event.at
        chosen = event.chosen
        over = event.over
        probabilitiesBefore = event.probabilitiesBefore
    }

    enum CodingKeys: String, CodingKey {
        case at, chosen, over
        case probabilitiesBefore = "probabilities_before"
    }
}
