//! Any bytes as a board file (`alibi check-board`, the game's board choice, the tracer): no
//! panic, every refusal says what is wrong, and what is accepted reads back the same.
#![no_main]

#[allow(dead_code)]
#[path = "../checks.rs"]
mod checks;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| checks::board(bytes));
