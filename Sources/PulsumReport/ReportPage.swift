import Plot
import PulsumAnalytics
import PulsumCore

/// The report's sections, in reading order, from the model.
struct ReportPage {
    let model: ReportModel

    var document: HTML {
        HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .viewport(.accordingToDevice),
                .meta(.name("color-scheme"), .content("light dark")),
                .title("Pulsum report, \(ChartFrame.stretchText(model.period.lowerBound, model.period.upperBound))"),
                .style(ReportStyle.css)
            ),
            .body(.element(named: "main", nodes: sections))
        )
    }

    private var sections: [BodyNode] {
        [
            Markup.text("h1", nil, "Your Pulsum report"),
            Markup.text("p", "muted", "\(ChartFrame.stretchText(model.period.lowerBound, model.period.upperBound)) · "
                + "made on this computer from your own exports; nothing was sent anywhere."),
            navigation, today, trend, flagged, metrics, sleep, coverage, quality, methodology, disclaimer,
        ]
    }

    private var navigation: BodyNode {
        let links = [("today", "Today"), ("trend", "Trend"), ("flagged", "Flagged days"), ("metrics", "Every metric"),
                     ("sleep", "Sleep"), ("coverage", "Data coverage"), ("quality", "Data quality"),
                     ("method", "Methodology")]
        return .element(named: "nav", nodes: [
            Markup.element("ul", nil, links.map { id, name in
                Markup.element("li", nil, [.element(named: "a", nodes: [.attribute(named: "href", value: "#" + id), .text(name)])])
            }),
        ])
    }

    private var today: BodyNode {
        let summary = model.today
        var children: [BodyNode] = []
        if let progress = summary.inProgress {
            children.append(Markup.text("p", "muted", "\(ChartFrame.dayText(progress.date)) is in progress: "
                + "it is headlined once it is over (its steps and daytime heart rate count only then)."))
        }
        guard let analysis = summary.analysis else {
            return Markup.section("today", "Today", children + [Markup.text("p", nil, "No complete day has been scored in this period yet: run `pulsum nightly` after importing your exports.")])
        }
        let score = analysis.score
        var headline: [BodyNode] = [Markup.text("span", "muted", ChartFrame.dayText(analysis.date))]
        if let value = score.value {
            headline.append(Markup.text("span", "score", String(Int(value.rounded()))))
            headline.append(Markup.text("span", nil, "out of 100 · 50 is your typical day"))
        } else {
            headline.append(Markup.text("span", nil, "No score: \(score.reason ?? "not enough data")"))
        }
        headline.append(Markup.text("span", "muted", "coverage \(Int((score.coverage * 100).rounded())) % · "
            + "confidence \(Int((score.confidence * 100).rounded())) %"))
        children.append(Markup.element("div", "headline", headline))
        let limit = max(summary.rows.compactMap { $0.points.map(abs) }.max() ?? 0, 5)
        children.append(Markup.element("ul", "contributors", summary.rows.map { row in
            Markup.element("li", row.points == nil ? "missing" : nil, [
                Markup.text("span", nil, row.points == nil ? "\(row.sentence): not counted (\(row.missingReason ?? "missing"))" : row.sentence),
                ContributorBar.svg(points: row.points, limit: limit),
                Markup.text("span", "pts", row.points.map { TextCell.signed($0) + " pts" } ?? "–"),
            ])
        }))
        let calibration = analysis.baselines.keys.sorted().compactMap { key -> String? in
            guard let baseline = analysis.baselines[key], baseline.status != .trusted else { return nil }
            let ready = baseline.readyInDays.map { ", ready in \($0) days" } ?? ""
            return "\(MetricDisplay(key).name): \(baseline.status.rawValue)\(ready)"
        }
        children.append(Markup.text("p", "muted", calibration.isEmpty ? "Calibration: every baseline is trusted (14 or more days)."
            : "Calibration: " + calibration.joined(separator: "; ") + ". Other baselines are trusted."))
        return Markup.section("today", "Today", children)
    }

    private var trend: BodyNode {
        Markup.section("trend", "Trend", [
            Markup.figure(TrendChart(trend: model.trend, flagged: model.flagged, period: model.period).svg(),
                          caption: "Dots: daily score; thick line: 7-day mean (where at least 4 of the 7 days are scored); "
                            + "dashed: 50, your typical day; shaded: no score (hover for why); ▲ flagged day."),
            legend([("sw-line", "daily score"), ("sw-mean", "7-day mean"), ("sw-gap", "no score"), ("sw-out", "flagged day")]),
        ])
    }

    private var flagged: BodyNode {
        let rows = model.flagged.reversed().map { day in
            [ChartFrame.dayText(day.day), day.metrics.map { entry in
                let display = MetricDisplay(entry.key)
                return "\(display.name) \(display.text(entry.value)) (usual \(display.range(low: entry.usual.lowerBound, high: entry.usual.upperBound)))"
            }.joined(separator: "; ")]
        }
        return Markup.section("flagged", "Flagged days", [
            Markup.text("p", nil, "Days when two or more overnight vitals (resting HR, HRV, breathing rate, sleep) were far "
                + "outside their usual range — more than twice its half-width from the median — as Apple's Vitals flags "
                + "them. One flagged day is common; several in a row are worth a look."),
            rows.isEmpty ? Markup.text("p", "muted", "No flagged days in this period.")
                : Markup.table("flags", header: ["day", "out of range"], rows: rows),
        ])
    }

    private var metrics: BodyNode {
        Markup.section("metrics", "Every metric", [
            Markup.text("p", nil, "Each day's value against your usual range: the band is the median ± 1.4826 × MAD "
                + "(never narrower than the metric's floor) of the 28 days before that day, exactly as the score uses it."),
            legend([("sw-line", "value"), ("sw-band", "usual range"), ("sw-out", "out of range"), ("sw-gap", "calibrating")]),
            Markup.element("div", "grid-charts", model.metrics.map { series in
                Markup.figure(MetricChart(series: series, period: model.period).svg(), caption: series.summary,
                              heading: MetricChart.heading(series.key))
            }),
        ])
    }

    private var sleep: BodyNode {
        guard !model.sleep.nights.isEmpty else {
            return Markup.section("sleep", "Sleep", [Markup.text("p", "muted", "No sleep recorded in this period.")])
        }
        var children: [BodyNode] = [
            Markup.figure(SleepChart(sleep: model.sleep, period: model.period).svg(),
                          caption: "Each night counts on the day you woke up. Naps are stacked on top."),
            legend(SleepChart.parts.filter { part in model.sleep.nights.contains { $0[keyPath: part.0] > 0 } }
                .map { ("sw" + $0.1.dropFirst(2), $0.2) }),
        ]
        if !model.sleep.timings.isEmpty {
            children.append(Markup.figure(SleepTimingChart(sleep: model.sleep, period: model.period).svg(),
                                          caption: SleepTimingChart.summary(model.sleep.timings)))
        }
        return Markup.section("sleep", "Sleep", children)
    }

    private var coverage: BodyNode {
        let rows = model.sources.map { [$0.source, $0.metric, MetricDisplay.grouped($0.count),
                                        $0.firstDay.description, $0.lastDay.description] }
        return Markup.section("coverage", "Data coverage", [
            rows.isEmpty ? Markup.text("p", "muted", "No sources recorded.")
                : Markup.table("sources", header: ["source", "data", "records", "first day", "last day"], rows: rows),
        ])
    }

    private var quality: BodyNode {
        let rows = model.notes.map { [$0.day.description, MetricDisplay($0.note.metric).name, $0.note.reason] }
        return Markup.section("quality", "Data quality", [
            rows.isEmpty ? Markup.text("p", "muted", "No values were rejected in this period.")
                : Markup.table("notes", header: ["day", "metric", "what happened"], rows: rows),
        ])
    }

    private var methodology: BodyNode {
        Markup.section("method", "Methodology",
                       ScoreMethodology.summary.split(separator: "\n", omittingEmptySubsequences: true).map {
                           Markup.text("p", nil, String($0))
                       } + [Markup.text("p", nil, "Out of range means outside the band above (more than one scale from the median). "
                            + "A day is complete once it has ended or later data exists; until then it is shown as in progress "
                            + "and never headlined. Sleep, HRV and resting heart rate count on the day you woke up.")])
    }

    private var disclaimer: BodyNode {
        Markup.element("section", "disclaimer", [
            Markup.text("p", nil, "Pulsum is for general wellness. It is not a medical device and does not give medical advice; "
                + "its score is a trend indicator against your own history, not a clinical measurement. "
                + "If something worries you, talk to a health professional."),
        ])
    }

    private func legend(_ entries: [(String, String)]) -> BodyNode {
        Markup.element("ul", "legend", entries.map { swatch, name in
            Markup.element("li", nil, [Markup.element("span", "swatch " + swatch, []), .text(name)])
        })
    }
}
