//! Short audible cues (the Crime Story timer's warning and its zero). The tone is generated
//! here as samples; a platform backend plays them. On Linux the backend is the sound system
//! found at run time (`alsa`), elsewhere rodio. Where there is no sound system the cue is
//! silent: the timer's flash on both windows carries it, and the settings say why.

#[cfg(target_os = "linux")]
mod alsa;
#[cfg(not(target_os = "linux"))]
mod rodio_out;

use crate::msg;
use crate::ui::notice::Notice;
use std::sync::OnceLock;
use std::time::Duration;

/// A cue the table should hear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A few seconds are left: one short high beep.
    Warning,
    /// Time is up: a longer, lower tone.
    TimeUp,
}

/// The sample rate of the generated tones: one every output device takes.
pub const SAMPLE_RATE: u32 = 48_000;

/// The loudest sample of a tone, as a share of full scale: audible across a table, and far
/// enough under full scale that no resampler downstream clips it.
const LOUDNESS: f32 = 0.3;

/// How long a tone fades in and out: a tone that starts or stops at full height clicks.
const FADE: Duration = Duration::from_millis(10);

impl Cue {
    /// The cue's pitch (Hz) and length.
    fn tone(self) -> (f32, Duration) {
        match self {
            Cue::Warning => (880.0, Duration::from_millis(180)),
            Cue::TimeUp => (440.0, Duration::from_millis(700)),
        }
    }

    /// The cue as mono 16-bit samples at `SAMPLE_RATE`: a sine that fades in and out, so it
    /// starts and ends in silence.
    pub fn samples(self) -> Vec<i16> {
        let (pitch, length) = self.tone();
        let count = samples_in(length);
        let fade = samples_in(FADE).max(1);
        (0..count)
            .map(|i| {
                let from_edge = i.min(count - 1 - i);
                let envelope = (from_edge as f32 / fade as f32).min(1.0);
                let phase = std::f32::consts::TAU * pitch * i as f32 / SAMPLE_RATE as f32;
                let sample = phase.sin() * envelope * LOUDNESS;
                (sample * f32::from(i16::MAX)).round() as i16
            })
            .collect()
    }
}

fn samples_in(length: Duration) -> usize {
    (length.as_secs_f64() * f64::from(SAMPLE_RATE)).round() as usize
}

/// The platform's way to play samples, or why there is none.
trait Output: Send + Sync {
    /// Plays mono samples at `SAMPLE_RATE`, returning when they have been heard.
    fn play(&self, samples: &[i16]) -> Result<(), String>;
}

/// The sound system, opened the first time a cue plays: `Err` says why the cues are silent.
fn output() -> &'static Result<Box<dyn Output>, String> {
    static OUTPUT: OnceLock<Result<Box<dyn Output>, String>> = OnceLock::new();
    OUTPUT.get_or_init(open)
}

/// Opens the platform's sound output, or says why there is none (in the system's words).
fn open() -> Result<Box<dyn Output>, String> {
    #[cfg(target_os = "linux")]
    let found = alsa::Alsa::load().map(|alsa| Box::new(alsa) as Box<dyn Output>);
    #[cfg(not(target_os = "linux"))]
    let found = Ok(Box::new(rodio_out::Rodio) as Box<dyn Output>);
    found
}

/// Why the timer has no sound on this machine, for the settings; `None` when it has. The
/// settings are on the home screen, so this is asked at start-up: the sound system is opened
/// to see, then let go until a cue plays (most evenings never start the Crime Story timer,
/// and an open sound library stays resident).
pub fn unavailable() -> Option<&'static Notice> {
    static WHY: OnceLock<Option<Notice>> = OnceLock::new();
    WHY.get_or_init(|| {
        open()
            .err()
            .map(|error| Notice::with_detail(msg!("sound-none"), error))
    })
    .as_ref()
}

/// Plays a cue without waiting for it, on its own thread (the device blocks while the tone
/// plays). Without a sound system, or when the device refuses, the cue is silent: the timer's
/// flash carries it. The thread, for whoever wants to wait for the cue's end (the screens
/// don't); `None` when none could be started, which is only a missed sound, like a refused
/// device.
pub fn play(cue: Cue) -> Option<std::thread::JoinHandle<()>> {
    std::thread::Builder::new()
        .name("alibi-sound".into())
        .spawn(move || {
            if let Ok(output) = output() {
                let _ = output.play(&cue.samples());
            }
        })
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tone_lasts_its_length_and_starts_and_ends_in_silence() {
        for (cue, millis) in [(Cue::Warning, 180), (Cue::TimeUp, 700)] {
            let samples = cue.samples();
            assert_eq!(
                samples.len(),
                SAMPLE_RATE as usize * millis / 1000,
                "{cue:?}"
            );
            assert_eq!(samples[0], 0, "{cue:?} starts silent");
            assert!(samples.last().unwrap().abs() <= 1, "{cue:?} ends silent");
            // The fade: the first and last 2 ms stay well under the tone's height.
            let edge = SAMPLE_RATE as usize * 2 / 1000;
            let quiet = |s: &[i16]| s.iter().all(|x| x.unsigned_abs() < 2_500);
            assert!(quiet(&samples[..edge]) && quiet(&samples[samples.len() - edge..]));
        }
    }

    #[test]
    fn a_tone_is_loud_enough_but_never_clips() {
        for cue in [Cue::Warning, Cue::TimeUp] {
            let samples = cue.samples();
            let peak = samples.iter().map(|s| s.unsigned_abs()).max().unwrap();
            let full = f32::from(i16::MAX);
            assert!(
                f32::from(peak) <= full * LOUDNESS + 1.0,
                "{cue:?} peaks at {peak}"
            );
            assert!(
                f32::from(peak) >= full * LOUDNESS * 0.99,
                "{cue:?} peaks at {peak}"
            );
        }
    }

    #[test]
    fn playing_never_fails_whatever_the_machine_has() {
        // On a machine without a sound system (CI) this is the silent path, and the reason is
        // a sentence for the settings; with one, the tone plays. Neither panics: the thread
        // that plays is waited for, so a panic in it fails the test.
        if let Some(playing) = play(Cue::Warning) {
            assert!(playing.join().is_ok());
        }
        if let Some(why) = unavailable() {
            assert!(why.said.to_string().starts_with("No sound"), "{why:?}");
            assert!(why.detail.is_some(), "the system's words follow: {why:?}");
        }
    }
}
