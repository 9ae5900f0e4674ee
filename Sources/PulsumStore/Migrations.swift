import GRDB

/// The versioned schema. Migrations are append-only: never edit a shipped one, add the next.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-raw-data") { db in
            try db.execute(sql: """
                CREATE TABLE source (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    device_model TEXT NOT NULL DEFAULT '',
                    UNIQUE (name, device_model)
                );
                CREATE TABLE ingest_batch (
                    id INTEGER PRIMARY KEY,
                    path TEXT NOT NULL,
                    sha256 TEXT NOT NULL,
                    format TEXT NOT NULL,
                    records INTEGER NOT NULL DEFAULT 0,
                    added INTEGER NOT NULL DEFAULT 0,
                    duplicates INTEGER NOT NULL DEFAULT 0,
                    rejected INTEGER NOT NULL DEFAULT 0,
                    skipped INTEGER NOT NULL DEFAULT 0,
                    imported_at INTEGER NOT NULL
                );
                CREATE TABLE sample (
                    id INTEGER PRIMARY KEY,
                    metric TEXT NOT NULL,
                    start INTEGER NOT NULL,
                    "end" INTEGER NOT NULL,
                    utc_offset INTEGER NOT NULL,
                    value REAL NOT NULL,
                    source_id INTEGER NOT NULL REFERENCES source(id),
                    batch_id INTEGER NOT NULL REFERENCES ingest_batch(id),
                    UNIQUE (metric, source_id, start, "end", value)
                ) STRICT;
                CREATE INDEX sample_metric_start ON sample(metric, start);
                CREATE TABLE sleep_segment (
                    id INTEGER PRIMARY KEY,
                    source_id INTEGER NOT NULL REFERENCES source(id),
                    start INTEGER NOT NULL,
                    "end" INTEGER NOT NULL,
                    utc_offset INTEGER NOT NULL,
                    stage TEXT NOT NULL,
                    batch_id INTEGER NOT NULL REFERENCES ingest_batch(id),
                    UNIQUE (source_id, start, "end", stage)
                ) STRICT;
                CREATE INDEX sleep_segment_start ON sleep_segment(start);
                """)
        }
        migrator.registerMigration("v2-daily-metrics") { db in
            try db.execute(sql: """
                CREATE TABLE daily_metric (
                    date TEXT NOT NULL,
                    key TEXT NOT NULL,
                    value REAL NOT NULL,
                    PRIMARY KEY (date, key)
                ) STRICT, WITHOUT ROWID;
                CREATE TABLE setting (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                ) STRICT;
                """)
        }
        migrator.registerMigration("v3-day-scores") { db in
            // One row per day and per night that computed it: a nightly run adds a row only when
            // the day's input hash or feature version changed, so "as of night N" is the latest
            // row with computed_as_of <= N (replayable, no look-ahead). Dates are YYYY-MM-DD.
            try db.execute(sql: """
                CREATE TABLE day_score (
                    date TEXT NOT NULL,
                    computed_as_of TEXT NOT NULL,
                    feature_version TEXT NOT NULL,
                    input_hash TEXT NOT NULL,
                    json TEXT NOT NULL,
                    PRIMARY KEY (date, computed_as_of)
                ) STRICT;
                """)
        }
        migrator.registerMigration("v4-sample-primary-key") { db in
            // The unique key becomes the table itself (WITHOUT ROWID): an insert updates one
            // B-tree instead of three (rowid table, unique index, (metric, start) index), which
            // roughly halves the cost of a bulk import. Starting the key with (metric, start)
            // serves the daily-aggregation range query, so the separate index goes; uniqueness
            // is over the same five columns as before. The surrogate `id` was never read.
            try db.execute(sql: """
                CREATE TABLE sample_v4 (
                    metric TEXT NOT NULL,
                    start INTEGER NOT NULL,
                    "end" INTEGER NOT NULL,
                    utc_offset INTEGER NOT NULL,
                    value REAL NOT NULL,
                    source_id INTEGER NOT NULL REFERENCES source(id),
                    batch_id INTEGER NOT NULL REFERENCES ingest_batch(id),
                    PRIMARY KEY (metric, start, source_id, "end", value)
                ) STRICT, WITHOUT ROWID;
                INSERT INTO sample_v4(metric, start, "end", utc_offset, value, source_id, batch_id)
                    SELECT metric, start, "end", utc_offset, value, source_id, batch_id FROM sample;
                DROP TABLE sample;
                ALTER TABLE sample_v4 RENAME TO sample;
                """)
        }
        migrator.registerMigration("v5-pending-days") { db in
            // The days an import touched and whose daily metrics are not yet recomputed. An
            // import adds them in the transaction that adds its samples; a recompute removes
            // them in the transaction that writes the recomputed days. So a process killed
            // between the two steps leaves them here, and the next writer finishes the work.
            try db.execute(sql: """
                CREATE TABLE pending_day (
                    date TEXT PRIMARY KEY
                ) STRICT, WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v6-query-views") { db in
            // Views for people who query the database with sqlite3 or Datasette (docs/sql.md):
            // plain columns with units in their names, local ISO times, no JSON or epoch
            // arithmetic. A new metric, daily key or score component needs a new migration that
            // recreates the view (QueryViewTests fails until it does).
            try db.execute(sql: """
                CREATE TABLE metric_unit (
                    metric TEXT PRIMARY KEY,
                    unit TEXT NOT NULL
                ) STRICT, WITHOUT ROWID;
                INSERT INTO metric_unit (metric, unit) VALUES
                    ('steps', 'count'),
                    ('heart_rate', 'bpm'),
                    ('resting_heart_rate', 'bpm'),
                    ('hrv_sdnn', 'ms'),
                    ('hrv_rmssd', 'ms'),
                    ('respiratory_rate', 'breaths/min'),
                    ('sleep_total_asleep', 'min'),
                    ('sleep_total_in_bed', 'min'),
                    ('sleep_total_awake', 'min'),
                    ('sleep_total_light', 'min'),
                    ('sleep_total_deep', 'min'),
                    ('sleep_total_rem', 'min');
                CREATE VIEW daily AS
                SELECT date,
                    max(CASE key WHEN 'steps' THEN value END) AS steps_count,
                    max(CASE key WHEN 'heart_rate_mean_bpm' THEN value END) AS heart_rate_mean_bpm,
                    max(CASE key WHEN 'heart_rate_min_bpm' THEN value END) AS heart_rate_min_bpm,
                    max(CASE key WHEN 'heart_rate_max_bpm' THEN value END) AS heart_rate_max_bpm,
                    max(CASE key WHEN 'resting_heart_rate_bpm' THEN value END) AS resting_heart_rate_bpm,
                    max(CASE key WHEN 'hrv_sdnn_ms' THEN value END) AS hrv_sdnn_ms,
                    max(CASE key WHEN 'hrv_rmssd_ms' THEN value END) AS hrv_rmssd_ms,
                    max(CASE key WHEN 'respiratory_rate_bpm' THEN value END) AS respiratory_rate_bpm,
                    max(CASE key WHEN 'sleep_asleep_min' THEN value END) AS sleep_asleep_min,
                    max(CASE key WHEN 'sleep_in_bed_min' THEN value END) AS sleep_in_bed_min,
                    max(CASE key WHEN 'sleep_awake_min' THEN value END) AS sleep_awake_min,
                    max(CASE key WHEN 'sleep_core_min' THEN value END) AS sleep_core_min,
                    max(CASE key WHEN 'sleep_deep_min' THEN value END) AS sleep_deep_min,
                    max(CASE key WHEN 'sleep_rem_min' THEN value END) AS sleep_rem_min,
                    max(CASE key WHEN 'nap_min' THEN value END) AS nap_min
                FROM daily_metric
                GROUP BY date;
                CREATE VIEW scores AS
                SELECT d.date,
                    d.computed_as_of AS scored_on_night,
                    json_extract(d.json, '$.score.value') AS score,
                    json_extract(d.json, '$.score.coverage') AS coverage,
                    json_extract(d.json, '$.score.confidence') AS confidence,
                    json_extract(d.json, '$.score.reason') AS no_score_reason,
                    json_extract(d.json, '$.score.contributions.hrv') AS hrv_points,
                    json_extract(d.json, '$.score.contributions.resting_heart_rate') AS resting_heart_rate_points,
                    json_extract(d.json, '$.score.contributions.sleep') AS sleep_points,
                    json_extract(d.json, '$.score.contributions.sleep_debt_7d') AS sleep_debt_7d_points,
                    json_extract(d.json, '$.score.contributions.steps') AS steps_points,
                    json_extract(d.json, '$.score.contributions.respiratory_rate') AS respiratory_rate_points
                FROM day_score AS d
                WHERE d.computed_as_of = (SELECT max(computed_as_of) FROM day_score WHERE date = d.date);
                CREATE VIEW samples_local AS
                SELECT s.metric,
                    NULL AS stage,
                    strftime('%Y-%m-%dT%H:%M:%S', s.start + s.utc_offset, 'unixepoch')
                        || CASE WHEN s.utc_offset < 0 THEN '-' ELSE '+' END
                        || printf('%02d:%02d', abs(s.utc_offset) / 3600, abs(s.utc_offset) / 60 % 60) AS start_local,
                    strftime('%Y-%m-%dT%H:%M:%S', s."end" + s.utc_offset, 'unixepoch')
                        || CASE WHEN s.utc_offset < 0 THEN '-' ELSE '+' END
                        || printf('%02d:%02d', abs(s.utc_offset) / 3600, abs(s.utc_offset) / 60 % 60) AS end_local,
                    date(s.start + s.utc_offset, 'unixepoch') AS local_date,
                    s.value,
                    u.unit,
                    src.name AS source,
                    src.device_model AS device
                FROM sample AS s
                JOIN source AS src ON src.id = s.source_id
                LEFT JOIN metric_unit AS u ON u.metric = s.metric
                UNION ALL
                SELECT 'sleep',
                    g.stage,
                    strftime('%Y-%m-%dT%H:%M:%S', g.start + g.utc_offset, 'unixepoch')
                        || CASE WHEN g.utc_offset < 0 THEN '-' ELSE '+' END
                        || printf('%02d:%02d', abs(g.utc_offset) / 3600, abs(g.utc_offset) / 60 % 60),
                    strftime('%Y-%m-%dT%H:%M:%S', g."end" + g.utc_offset, 'unixepoch')
                        || CASE WHEN g.utc_offset < 0 THEN '-' ELSE '+' END
                        || printf('%02d:%02d', abs(g.utc_offset) / 3600, abs(g.utc_offset) / 60 % 60),
                    date(g.start + g.utc_offset, 'unixepoch'),
                    (g."end" - g.start) / 60.0,
                    'min',
                    src.name,
                    src.device_model
                FROM sleep_segment AS g
                JOIN source AS src ON src.id = g.source_id;
                """)
        }
        return migrator
    }
}
