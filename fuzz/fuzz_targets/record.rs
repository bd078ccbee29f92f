//! Any bytes as a saved-game file, opened as each game (the resume list's header, then the
//! whole record): no panic, and every refusal says what is wrong.
#![no_main]

#[allow(dead_code)]
#[path = "../checks.rs"]
mod checks;

use alibi::record::Pin;
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The loader reads from a path, so each input is written to this file first (put TMPDIR
/// on a RAM disk for speed).
fn scratch_file() -> &'static PathBuf {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    FILE.get_or_init(|| {
        std::env::temp_dir().join(format!(
            "alibi-fuzz-record-{}.alibi-game",
            std::process::id()
        ))
    })
}

/// One PIN for the whole run: it keeps the keys it derived, so a file's Argon2 work is
/// paid once per salt rather than on every input. The seed corpus is sealed with it.
fn pin() -> &'static Pin {
    static PIN: OnceLock<Pin> = OnceLock::new();
    PIN.get_or_init(|| Pin::new("2468"))
}

fuzz_target!(|bytes: &[u8]| checks::record(bytes, scratch_file(), pin()));
