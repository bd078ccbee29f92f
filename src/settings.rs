//! The app's settings: look, size and the display's sleep. Read field by field, so one bad
//! value costs only that value, and a damaged file is kept aside rather than overwritten.

use crate::i18n::{Language, Msg};
use crate::msg;
use crate::record::disk;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The smallest UI scale, in percent.
pub const MIN_SCALE: u16 = 100;
/// The largest UI scale, in percent.
pub const MAX_SCALE: u16 = 200;

/// What the players chose in the settings panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Dark colours (the default: these games are played in the evening).
    pub dark: bool,
    /// Size of everything on screen, in percent (100–200).
    pub scale_percent: u16,
    /// Keep the display from sleeping while a game is open.
    pub keep_awake: bool,
    /// The console PIN's salted hash (see `crate::pin`), when one is set.
    pub pin_hash: Option<String>,
    /// The language of every screen; none yet before the first run has chosen it (the app
    /// then takes the system's, if Alibi speaks it, else English).
    pub language: Option<Language>,
    /// The phones' address, kept so that a page opened once follows every game, after a
    /// restart too: the port Alibi last shared on (0: none yet) and the address's token
    /// (none before the first "Show on phones"). Only "New address for phones" changes it.
    pub phones_port: u16,
    /// The token of the phones' address (see `phones_port`).
    pub phones_token: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            dark: true,
            scale_percent: MIN_SCALE,
            keep_awake: true,
            pin_hash: None,
            language: None,
            phones_port: 0,
            phones_token: None,
        }
    }
}

/// Settings as read from disk, with what was wrong with the file if anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// Why some or all of the file was not used, for a banner.
    pub problem: Option<Msg>,
    /// The file could not be read as JSON at all: keep it aside before writing a new one.
    pub damaged: bool,
}

impl Settings {
    /// The language the screens speak: the one chosen, English before any is.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_default()
    }

    /// The scale as a factor for the windows.
    pub fn scale_factor(&self) -> f32 {
        f32::from(self.scale_percent.clamp(MIN_SCALE, MAX_SCALE)) / 100.0
    }

    /// Reads the settings file; a missing file means the defaults.
    pub fn load(path: &Path) -> Loaded {
        let mut loaded = Loaded {
            settings: Settings::default(),
            problem: None,
            damaged: false,
        };
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return loaded,
            Err(e) => {
                loaded.problem = Some(msg!(
                    "settings-unreadable",
                    file = path.display().to_string(),
                    error = e.to_string()
                ));
                return loaded;
            }
        };
        let value: serde_json::Value = match serde_json::from_str(&text) {
            Ok(value) => value,
            Err(e) => {
                loaded.damaged = true;
                loaded.problem = Some(msg!(
                    "settings-damaged",
                    file = path.display().to_string(),
                    error = e.to_string(),
                    aside = aside_path(path).display().to_string()
                ));
                return loaded;
            }
        };
        let mut bad = Vec::new();
        let settings = &mut loaded.settings;
        read_field(&value, "dark", &mut settings.dark, &mut bad);
        read_field(&value, "keep_awake", &mut settings.keep_awake, &mut bad);
        read_field(&value, "pin_hash", &mut settings.pin_hash, &mut bad);
        read_field(&value, "language", &mut settings.language, &mut bad);
        read_field(&value, "phones_port", &mut settings.phones_port, &mut bad);
        read_field(&value, "phones_token", &mut settings.phones_token, &mut bad);
        read_field(
            &value,
            "scale_percent",
            &mut settings.scale_percent,
            &mut bad,
        );
        // The token goes into the address's path: only letters and digits are one.
        let token_ok = |t: &String| {
            (8..=64).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_alphanumeric())
        };
        if settings.phones_token.as_ref().is_some_and(|t| !token_ok(t)) {
            bad.push("phones_token");
            settings.phones_token = None;
        }
        if !(MIN_SCALE..=MAX_SCALE).contains(&settings.scale_percent) {
            bad.push("scale_percent");
            settings.scale_percent = settings.scale_percent.clamp(MIN_SCALE, MAX_SCALE);
        }
        if !bad.is_empty() {
            loaded.problem = Some(msg!(
                "settings-ignored",
                file = path.display().to_string(),
                count = bad.len(),
                names = bad.join(", ")
            ));
        }
        loaded
    }

    /// Writes the settings atomically. A damaged file at `path` is first kept aside.
    pub fn save(&self, path: &Path, keep_damaged_aside: bool) -> Result<(), Msg> {
        let file = || path.display().to_string();
        if keep_damaged_aside && path.exists() {
            std::fs::rename(path, aside_path(path)).map_err(|e| {
                msg!(
                    "settings-not-kept-aside",
                    file = file(),
                    error = e.to_string()
                )
            })?;
        }
        let not_saved = |error: String| msg!("settings-not-saved", file = file(), error = error);
        let bytes = serde_json::to_vec_pretty(self).map_err(|e| not_saved(e.to_string()))?;
        disk::write_atomic(path, &bytes).map_err(|e| not_saved(e.to_string()))
    }
}

fn read_field<T: serde::de::DeserializeOwned>(
    value: &serde_json::Value,
    name: &'static str,
    field: &mut T,
    bad: &mut Vec<&'static str>,
) {
    if let Some(raw) = value.get(name) {
        match T::deserialize(raw) {
            Ok(read) => *field = read,
            Err(_) => bad.push(name),
        }
    }
}

/// Where a damaged settings file is kept.
fn aside_path(path: &Path) -> PathBuf {
    path.with_extension("damaged.json")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(text: &str) -> (Loaded, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(&path, text).unwrap();
        (Settings::load(&path), dir)
    }

    #[test]
    fn missing_file_means_defaults_without_complaint() {
        let dir = tempfile::tempdir().unwrap();
        let loaded = Settings::load(&dir.path().join("settings.json"));
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.problem, None);
    }

    #[test]
    fn one_bad_field_costs_only_that_field() {
        let (loaded, _dir) =
            load_text(r#"{"dark": false, "scale_percent": "huge", "keep_awake": false}"#);
        assert!(!loaded.settings.dark);
        assert!(!loaded.settings.keep_awake);
        assert_eq!(loaded.settings.scale_percent, 100);
        assert!(
            loaded
                .problem
                .unwrap()
                .to_string()
                .contains("scale_percent")
        );
        assert!(!loaded.damaged);
    }

    #[test]
    fn the_pin_hash_survives_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        let settings = Settings {
            pin_hash: Some("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".into()),
            ..Settings::default()
        };
        settings.save(&path, false).unwrap();
        assert_eq!(Settings::load(&path).settings, settings);
    }

    #[test]
    fn scale_is_clamped_to_the_allowed_range() {
        let (loaded, _dir) = load_text(r#"{"scale_percent": 900}"#);
        assert_eq!(loaded.settings.scale_percent, MAX_SCALE);
        assert_eq!(loaded.settings.scale_factor(), 2.0);
    }

    #[test]
    fn a_damaged_file_is_kept_aside_not_overwritten() {
        let (loaded, dir) = load_text("{ not json");
        assert!(loaded.damaged);
        assert!(loaded.problem.unwrap().to_string().contains("is damaged"));
        let path = dir.path().join("settings.json");
        Settings::default().save(&path, true).unwrap();
        assert_eq!(
            std::fs::read_to_string(aside_path(&path)).unwrap(),
            "{ not json"
        );
        assert_eq!(Settings::load(&path).settings, Settings::default());
    }
}
