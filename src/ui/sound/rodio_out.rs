//! Sound on macOS and Windows: rodio's default output, whose stream can't move between
//! threads, so each tone opens it on the thread that plays it.

use super::{Output, SAMPLE_RATE};

/// rodio's default output device.
pub struct Rodio;

impl Output for Rodio {
    fn play(&self, samples: &[i16]) -> Result<(), String> {
        let (_stream, output) =
            rodio::OutputStream::try_default().map_err(|e| format!("no sound device: {e}"))?;
        let sink = rodio::Sink::try_new(&output).map_err(|e| e.to_string())?;
        sink.append(rodio::buffer::SamplesBuffer::new(
            1,
            SAMPLE_RATE,
            samples.to_vec(),
        ));
        sink.sleep_until_end();
        Ok(())
    }
}
