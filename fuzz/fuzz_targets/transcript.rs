//! Any bytes as a transcript of either game (`alibi replay`): no panic, every refusal names
//! its line, and the accepted actions export and replay the same.
#![no_main]

#[allow(dead_code)]
#[path = "../checks.rs"]
mod checks;

use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|bytes: &[u8]| {
    // The transcripts' own folder, so `board grid-board.json` reads a real board file.
    let base_dir = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/transcripts/crimewave"
    ));
    checks::transcript(bytes, base_dir);
});
