import PulsumCore

/// Turns the six canonical fields into a sample or sleep segment, or explains what is wrong.
///
/// Fields: `metric` (a ``Metric`` raw value, or `sleep`), `start` and `end` (ISO 8601 with
/// offset), `value` (a number; for `sleep`, the stage: `in_bed`, `awake`, `core`, `deep`, `rem`,
/// `asleep_unspecified`), `unit` (see ``UnitConversion``), `source` (free text).
enum CanonicalRecord {
    enum Parsed {
        case sample(Sample)
        case segment(SleepSegment)
    }

    static func parse(
        metric: String, start: String, end: String, value: String, unit: String, source: String,
        file: String, line: Int
    ) -> Result<Parsed, InputError> {
        func fail(_ field: String, _ reason: String) -> Result<Parsed, InputError> {
            .failure(InputError(file: file, line: line, field: field, reason: reason))
        }
        guard let startInstant = InstantParser.parse(start.trimmingWhitespace) else {
            return fail("start", "'\(start)' is not an ISO 8601 instant with offset (e.g. 2024-03-01T07:30:00+01:00)")
        }
        let endText = end.trimmingWhitespace
        let endInstant: ZonedInstant
        if endText.isEmpty {
            endInstant = startInstant
        } else if let parsed = InstantParser.parse(endText) {
            endInstant = parsed
        } else {
            return fail("end", "'\(end)' is not an ISO 8601 instant with offset")
        }
        guard endInstant.epochSeconds >= startInstant.epochSeconds else { return fail("end", "end is before start") }
        let sourceName = source.trimmingWhitespace
        guard !sourceName.isEmpty else { return fail("source", "source is empty") }
        let sourceRef = SourceRef(name: sourceName)
        let metricName = metric.trimmingWhitespace
        if metricName == "sleep" {
            guard let stage = SleepStage(rawValue: value.trimmingWhitespace) else {
                return fail("value", "'\(value)' is not a sleep stage (\(SleepStage.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return .success(.segment(SleepSegment(stage: stage, start: startInstant.epochSeconds,
                                                  end: endInstant.epochSeconds, utcOffset: startInstant.utcOffset,
                                                  source: sourceRef)))
        }
        guard let canonicalMetric = Metric(rawValue: metricName) else {
            return fail("metric", "'\(metric)' is not a metric (\(Metric.allCases.map(\.rawValue).joined(separator: ", ")), sleep)")
        }
        guard let number = Double(value.trimmingWhitespace), number.isFinite else {
            return fail("value", "'\(value)' is not a number")
        }
        guard number >= 0 else { return fail("value", "\(value) is negative") }
        guard let converted = UnitConversion.toCanonical(number, unit: unit, metric: canonicalMetric) else {
            return fail("unit", "'\(unit)' is not a unit for \(canonicalMetric.rawValue) (expected \(canonicalMetric.unit.rawValue))")
        }
        return .success(.sample(Sample(metric: canonicalMetric, start: startInstant.epochSeconds,
                                       end: endInstant.epochSeconds, utcOffset: startInstant.utcOffset,
                                       value: converted, source: sourceRef)))
    }

    static func deliver(_ result: Result<Parsed, InputError>, to sink: inout some RecordSink) throws {
        switch result {
        case let .success(.sample(sample)): try sink.accept(sample)
        case let .success(.segment(segment)): try sink.accept(segment)
        case let .failure(error): try sink.reject(error)
        }
    }
}
