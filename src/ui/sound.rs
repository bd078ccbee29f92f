//! Short audible cues (the Crime Story timer's warning and its zero), played on the default
//! audio output through rodio. Where there is no sound device the terminal bell rings
//! instead, so a cue is never an error.

use rodio::source::{SineWave, Source};
use std::time::Duration;

/// A cue the table should hear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A few seconds are left: one short high beep.
    Warning,
    /// Time is up: a longer, lower tone.
    TimeUp,
}

impl Cue {
    fn tone(self) -> (f32, Duration) {
        match self {
            Cue::Warning => (880.0, Duration::from_millis(180)),
            Cue::TimeUp => (440.0, Duration::from_millis(700)),
        }
    }
}

/// Plays a cue without waiting for it: the sound runs on its own thread, which holds the
/// output stream (rodio's stream can't move between threads) for as long as the tone lasts.
pub fn play(cue: Cue) {
    let (pitch, length) = cue.tone();
    let spawned = std::thread::Builder::new()
        .name("alibi-sound".into())
        .spawn(move || match rodio::OutputStream::try_default() {
            Ok((_stream, output)) => {
                let tone = SineWave::new(pitch).take_duration(length).amplify(0.3);
                if output.play_raw(tone).is_ok() {
                    std::thread::sleep(length + Duration::from_millis(50));
                } else {
                    bell();
                }
            }
            Err(_) => bell(),
        });
    if spawned.is_err() {
        bell();
    }
}

/// The terminal bell: heard when Alibi was started from a terminal.
fn bell() {
    use std::io::Write;
    // A bell that can't be written is only a missed sound: the countdown still flashes.
    let _ = std::io::stderr().write_all(b"\x07");
}
