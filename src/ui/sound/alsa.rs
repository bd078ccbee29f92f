//! Sound on Linux through ALSA's library, opened at run time: the build needs no ALSA
//! development files, the binary doesn't link libasound, and a machine without it runs
//! normally, silent. Only the five PCM calls a blocking tone needs are looked up. ALSA's
//! "default" device also reaches PipeWire and PulseAudio through their ALSA plugins.

use super::{Output, SAMPLE_RATE};
use libloading::{Library, Symbol};
use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};

/// The library's name on every distribution (the runtime package, not the -dev one).
const LIBRARY: &str = "libasound.so.2";

/// `SND_PCM_STREAM_PLAYBACK`.
const PLAYBACK: c_int = 0;
/// `SND_PCM_FORMAT_S16_LE`: the tones are 16-bit little-endian samples.
const S16_LE: c_int = 2;
/// `SND_PCM_ACCESS_RW_INTERLEAVED`.
const INTERLEAVED: c_int = 3;
/// How far ahead ALSA may buffer: a tenth of a second keeps the cue on time.
const LATENCY_MICROSECONDS: c_uint = 100_000;

type Open = unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int;
type SetParams =
    unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteInterleaved = unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long;
type Recover = unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int;
type Handle = unsafe extern "C" fn(*mut c_void) -> c_int;

/// libasound, loaded, with the calls a tone needs checked present.
pub struct Alsa {
    library: Library,
}

impl Alsa {
    /// Loads the system's libasound; `Err` says, for the settings, why there is no sound (in
    /// the system's words: the settings say it in ours).
    pub fn load() -> Result<Self, String> {
        Self::load_from(LIBRARY)
    }

    /// Loads the library `name` and checks it has the calls a tone needs.
    pub fn load_from(name: &str) -> Result<Self, String> {
        // SAFETY: loading libasound runs its initialisers, which only set up ALSA's own
        // state; no Alibi code runs concurrently with anything they touch.
        let library = unsafe { Library::new(name) }.map_err(|error| error.to_string())?;
        let alsa = Self { library };
        for symbol in [
            "snd_pcm_open",
            "snd_pcm_set_params",
            "snd_pcm_writei",
            "snd_pcm_recover",
            "snd_pcm_drain",
            "snd_pcm_close",
        ] {
            // SAFETY: only looked up, not called; the type is irrelevant for a lookup.
            unsafe { alsa.library.get::<Handle>(symbol.as_bytes()) }
                .map_err(|_| format!("{name}: no {symbol}"))?;
        }
        Ok(alsa)
    }

    fn symbol<T>(&self, name: &str) -> Result<Symbol<'_, T>, String> {
        // SAFETY: each call site names the C signature ALSA documents for `name`.
        unsafe { self.library.get::<T>(name.as_bytes()) }.map_err(|e| e.to_string())
    }
}

/// An open playback device, closed when dropped.
struct Device<'a> {
    alsa: &'a Alsa,
    pcm: *mut c_void,
}

impl Drop for Device<'_> {
    fn drop(&mut self) {
        if let Ok(close) = self.alsa.symbol::<Handle>("snd_pcm_close") {
            // SAFETY: `pcm` came from a successful snd_pcm_open and is closed only here.
            unsafe { close(self.pcm) };
        }
    }
}

impl Output for Alsa {
    fn play(&self, samples: &[i16]) -> Result<(), String> {
        let open = self.symbol::<Open>("snd_pcm_open")?;
        let set_params = self.symbol::<SetParams>("snd_pcm_set_params")?;
        let write = self.symbol::<WriteInterleaved>("snd_pcm_writei")?;
        let recover = self.symbol::<Recover>("snd_pcm_recover")?;
        let drain = self.symbol::<Handle>("snd_pcm_drain")?;

        let device_name: &CStr = c"default";
        let mut pcm = std::ptr::null_mut();
        // SAFETY: the signatures are ALSA's; `pcm` is written by a successful open.
        let opened = unsafe { open(&mut pcm, device_name.as_ptr(), PLAYBACK, 0) };
        if opened < 0 || pcm.is_null() {
            return Err(format!(
                "the sound device didn't open (ALSA error {opened})"
            ));
        }
        let device = Device { alsa: self, pcm };
        // SAFETY: a valid handle; one channel, resampling allowed (soft_resample = 1).
        let set = unsafe {
            set_params(
                device.pcm,
                S16_LE,
                INTERLEAVED,
                1,
                SAMPLE_RATE,
                1,
                LATENCY_MICROSECONDS,
            )
        };
        if set < 0 {
            return Err(format!(
                "the sound device refused the tone (ALSA error {set})"
            ));
        }
        let mut rest = samples;
        let mut retries = 0;
        while !rest.is_empty() {
            // SAFETY: `rest` is valid for `rest.len()` mono frames of i16.
            let written = unsafe { write(device.pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
            if written < 0 {
                retries += 1;
                // SAFETY: a valid handle; recover handles an underrun or a suspend.
                let recovered = unsafe { recover(device.pcm, written as c_int, 1) };
                if recovered < 0 || retries > 3 {
                    return Err(format!("the sound device stopped (ALSA error {written})"));
                }
                continue;
            }
            rest = &rest[(written as usize).min(rest.len())..];
        }
        // SAFETY: a valid handle; drain blocks until the tone has been heard.
        unsafe { drain(device.pcm) };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_machine_without_the_sound_system_gets_a_reason_not_a_crash() {
        let Err(why) = Alsa::load_from("libalibi-no-such-sound-system.so.2") else {
            panic!("a library that doesn't exist was loaded");
        };
        // The system's own words (the settings put ours first).
        assert!(why.contains("libalibi-no-such-sound-system.so.2"), "{why}");
    }
}
