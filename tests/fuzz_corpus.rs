//! The fuzzers' corpora as a regression test (docs/development.md, fuzzing): every input the
//! fuzzers kept (fuzz/corpus/TARGET) and every crash they once found
//! (fuzz/regressions/TARGET) goes through the real library's transcript, board and record
//! readers, with the same checks as the fuzz targets (fuzz/checks.rs).

#[path = "../fuzz/checks.rs"]
mod checks;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

fn fuzz_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// Runs `check` on every committed input of a fuzz target, naming the file that fails.
fn every_input(target: &str, check: impl Fn(&[u8])) {
    let mut files = Vec::new();
    for kind in ["corpus", "regressions"] {
        if let Ok(entries) = std::fs::read_dir(fuzz_folder().join(kind).join(target)) {
            files.extend(entries.filter_map(Result::ok).map(|entry| entry.path()));
        }
    }
    files.sort();
    assert!(
        files.len() >= 20,
        "the {target} corpus is missing: {files:?}"
    );
    for file in files {
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        if catch_unwind(AssertUnwindSafe(|| check(&bytes))).is_err() {
            panic!("{} fails its checks (the panic is above)", file.display());
        }
    }
}

#[test]
fn the_transcript_corpus_replays_without_a_panic() {
    // As in the fuzz target: board files named in a transcript are read from here.
    let base_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/crimewave");
    every_input("transcript", |bytes| checks::transcript(bytes, &base_dir));
}

#[test]
fn the_board_corpus_is_checked_without_a_panic() {
    every_input("board", checks::board);
}

#[test]
fn the_record_corpus_opens_without_a_panic() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let file = folder.path().join("corpus.alibi-game");
    // The PIN the fuzz target opens sealed files with (fuzz/fuzz_targets/record.rs).
    let pin = alibi::record::Pin::new("2468");
    every_input("record", |bytes| checks::record(bytes, &file, &pin));
}
