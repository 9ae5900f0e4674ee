/// The vendor export formats Pulsum detects (names used in import summaries and `--json`).
extension ExportFormat {
    /// fitbit.com account archive: `heart_rate-*.json`, `steps-*.json`, `resting_heart_rate-*.json`.
    public static let fitbitIntradayJSON = ExportFormat(rawValue: "fitbit-intraday-json")
    /// Fitbit sleep logs `sleep-*.json` (account archive and Google Takeout, same schema).
    public static let fitbitSleepJSON = ExportFormat(rawValue: "fitbit-sleep-json")
    /// Fitbit Google Takeout CSVs (HRV RMSSD, respiratory rate, sleep score).
    public static let fitbitTakeoutCSV = ExportFormat(rawValue: "fitbit-takeout-csv")
    /// Fitabase research CSVs (`dailyActivity_merged`, `sleepDay_merged`, ...).
    public static let fitabaseCSV = ExportFormat(rawValue: "fitabase-csv")
    /// Oura web download, JSON `{"sleep": [...]}`.
    public static let ouraJSON = ExportFormat(rawValue: "oura-json")
    /// Oura web download CSVs (sleep periods, heart rate).
    public static let ouraCSV = ExportFormat(rawValue: "oura-csv")
    /// WHOOP `physiological_cycles.csv` / `sleeps.csv`.
    public static let whoopCSV = ExportFormat(rawValue: "whoop-csv")
    /// Garmin Connect GDPR export `*_sleepData.json` and `UDSFile_*.json`.
    public static let garminJSON = ExportFormat(rawValue: "garmin-json")
    /// Samsung Health "Download personal data" CSVs.
    public static let samsungHealthCSV = ExportFormat(rawValue: "samsung-health-csv")
    /// Withings Health Mate CSVs.
    public static let withingsCSV = ExportFormat(rawValue: "withings-csv")
    /// Google Fit Takeout `Daily activity metrics.csv`.
    public static let googleFitCSV = ExportFormat(rawValue: "google-fit-csv")
    /// Google Fit Takeout `All Data/*.json` raw streams.
    public static let googleFitJSON = ExportFormat(rawValue: "google-fit-json")
}

/// The file name of a path (after the last `/`).
func fileName(of path: String) -> Substring {
    path.split(separator: "/").last ?? Substring(path)
}

/// Whether a file's first bytes are a JSON document opening with `bracket` (`[` or `{`, after an
/// optional BOM and whitespace) that contains every one of the strings.
func jsonHead(_ head: UnsafeBufferPointer<UInt8>, opensWith bracket: Character, contains needles: String...) -> Bool {
    let text = String(decoding: head, as: UTF8.self)
    let first = text.first { !($0.isWhitespace || $0 == "\u{FEFF}") }
    return first == bracket && needles.allSatisfy(text.contains)
}

/// Whether the first bytes of a file contain every one of the strings.
func head(_ head: UnsafeBufferPointer<UInt8>, contains needles: String...) -> Bool {
    let text = String(decoding: head, as: UTF8.self)
    return needles.allSatisfy(text.contains)
}
