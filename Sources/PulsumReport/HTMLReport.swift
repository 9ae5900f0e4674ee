/// The self-contained HTML report: inline CSS and SVG, no script, no network request.
public enum HTMLReport {
    /// The report of `input` as one HTML document; the same input always gives the same bytes.
    public static func render(_ input: ReportInput) -> String {
        ReportPage(model: ReportModel(input)).document.render()
    }
}
