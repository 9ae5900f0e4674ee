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
        return migrator
    }
}
