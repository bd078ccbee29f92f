//! The parts of Alibi that read untrusted files, compiled from the project's own source
//! files without the UI, for fuzzing. Module paths match the `alibi` library's, so the
//! checks in `checks.rs` compile against either.
// Only the readers are fuzzed; the rest of each included module is unused here.
#![allow(dead_code, unused_imports)]

#[path = "../../src/games.rs"]
pub mod games;
pub mod record;
#[path = "../../src/rules/mod.rs"]
pub mod rules;
#[path = "../../src/transcript/mod.rs"]
pub mod transcript;
