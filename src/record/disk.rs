//! Writing files so that a crash, a full disk or a pulled plug never leaves a torn one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// New contents written beside the target and flushed to disk, but not yet in its place.
///
/// Saving is two steps so that an interruption between them (a crash, a kill) can be shown
/// to leave the previous file whole: until `commit`, the target is untouched.
#[derive(Debug)]
pub struct Staged {
    temporary: PathBuf,
    target: PathBuf,
}

/// The temporary file a save of `target` writes first.
pub fn temporary_path(target: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(target.file_name().unwrap_or_default());
    name.push(".saving");
    target.with_file_name(name)
}

/// Writes `bytes` to a temporary file next to `target` and flushes it to disk.
pub fn stage(target: &Path, bytes: &[u8]) -> io::Result<Staged> {
    if let Some(folder) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(folder)?;
    }
    let temporary = temporary_path(target);
    let written = fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(error) = written {
        // A half-written temporary is worthless; the target was never touched.
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    Ok(Staged {
        temporary,
        target: target.to_owned(),
    })
}

impl Staged {
    /// Puts the new contents in place in one step: readers see the old file or the new one.
    pub fn commit(self) -> io::Result<()> {
        fs::rename(&self.temporary, &self.target)?;
        // The rename itself lives in the folder: flush it too, or a power cut could undo it.
        #[cfg(unix)]
        if let Some(folder) = self.target.parent().filter(|p| !p.as_os_str().is_empty()) {
            fs::File::open(folder)?.sync_all()?;
        }
        Ok(())
    }
}

/// Replaces `target` with `bytes` atomically (stage, then commit).
pub fn write_atomic(target: &Path, bytes: &[u8]) -> io::Result<()> {
    stage(target, bytes)?.commit()
}
