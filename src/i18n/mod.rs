//! The table's language: every word Alibi shows comes from the message files in `locales/`
//! (Project Fluent), in the language picked in the settings, and follows a change at once.
//!
//! The rules and the strategies never pick a language: they say what they mean as a
//! [`Msg`] — a message's name in the files and its arguments — and whoever shows it renders
//! it. Rendered without a language (`Display`), a message is English: the transcripts, the
//! saved games and the command line stay language-neutral, as an interface must.

mod pseudo;
mod stored;

pub use stored::Stored;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};

static_loader! {
    // Every language's files, embedded in the binary at build time.
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: the fonts would draw them as boxes.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language Alibi speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Language {
    /// English, the language of the rulebooks Alibi follows.
    #[default]
    English,
    /// German.
    German,
    /// French.
    French,
    /// Spanish.
    Spanish,
    /// Polish.
    Polish,
    /// Russian (Intent to Kill's first edition is Russian).
    Russian,
    /// Not a language: English with accents and 40 % longer words, to find text that is
    /// cut off or never translated (tests and `ALIBI_LANGUAGE=pseudo`; never offered).
    Pseudo,
}

impl Language {
    /// The languages offered in the settings: only those with every message translated
    /// (`tests/i18n.rs` holds each complete).
    pub const OFFERED: [Language; 6] = Language::ALL;

    /// Every language Alibi has files for, complete or not yet.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Polish,
        Language::Russian,
    ];

    /// Its code (`en`, `de`, …): the folder in `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Polish => "pl",
            Language::Russian => "ru",
            Language::Pseudo => "pseudo",
        }
    }

    /// Its name in itself, as the settings list it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Polish => "Polski",
            Language::Russian => "Русский",
            Language::Pseudo => "Pseudo",
        }
    }

    /// The language of a locale such as `de_DE.UTF-8` or `pt-BR`, if Alibi speaks it.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::OFFERED
            .into_iter()
            .chain([Language::Pseudo])
            .find(|l| l.code() == code)
    }

    /// The system's language, if Alibi speaks it (English otherwise): the first run's choice.
    pub fn of_system() -> Language {
        std::env::var("ALIBI_LANGUAGE")
            .ok()
            .and_then(|l| Language::of_locale(&l))
            .or_else(|| sys_locale::get_locale().and_then(|l| Language::of_locale(&l)))
            .unwrap_or_default()
    }

    fn identifier(self) -> LanguageIdentifier {
        let code = match self {
            Language::Pseudo => "en",
            other => other.code(),
        };
        code.parse().unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The language the screens speak now (one for the whole app: the console, the table
/// window and the phones follow the same setting).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Switches every screen to `language` (they read it at their next drawing).
pub fn set(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
}

/// The language the screens speak now.
pub fn current() -> Language {
    let all = Language::ALL.into_iter().chain([Language::Pseudo]);
    let index = CURRENT.load(Ordering::Relaxed);
    all.into_iter()
        .find(|l| *l as u8 == index)
        .unwrap_or_default()
}

/// Something to say: a message's name in the message files and its arguments — or, for what
/// is the same in every language (a player's name, a number), the text itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    id: Cow<'static, str>,
    args: Vec<(Cow<'static, str>, Arg)>,
    /// Said as it is in every language, `id` unused.
    raw: bool,
}

impl From<String> for Msg {
    /// Text said as it is in every language (what isn't in the message files yet shows up in
    /// the pseudo-language as plain English).
    fn from(text: String) -> Msg {
        Msg::raw(text)
    }
}

impl From<&str> for Msg {
    fn from(text: &str) -> Msg {
        Msg::raw(text.to_owned())
    }
}

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number (plurals follow it: "1 victim", "2 victims").
    Number(i64),
    /// Text said as it is (a player's name, a location's number).
    Text(String),
    /// Another message, said in the same language (a civilian's name, a motive).
    Msg(Box<Msg>),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}

impl Msg {
    /// The message called `id` in the message files.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
            raw: false,
        }
    }

    /// Text said as it is in every language: a player's name, a number, a file's path.
    pub fn raw(text: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: text.into(),
            args: Vec::new(),
            raw: true,
        }
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// The message's name in the message files.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The message in `language`.
    pub fn render(&self, language: Language) -> String {
        if self.raw {
            return self.id.to_string();
        }
        let said = lookup(language, &self.id, &self.args);
        match language {
            Language::Pseudo => pseudo::stretch(&said),
            _ => said,
        }
    }

    /// The message in the language the screens speak now.
    pub fn now(&self) -> String {
        self.render(current())
    }
}

impl fmt::Display for Msg {
    /// English: the language of transcripts, saved games and the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Language::English))
    }
}

impl Serialize for Msg {
    /// A message goes to the phones already said, in the language the screens speak now.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.now())
    }
}

fn lookup(language: Language, id: &str, args: &[(Cow<'static, str>, Arg)]) -> String {
    // The pseudo-language stretches each part after it is said, not the arguments twice.
    let base = match language {
        Language::Pseudo => Language::English,
        other => other,
    };
    let values: HashMap<Cow<'static, str>, FluentValue<'static>> = args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Msg(msg) => FluentValue::from(msg.render(base)),
            };
            (name.clone(), value)
        })
        .collect();
    let identifier = language.identifier();
    let found = if values.is_empty() {
        LOCALES.try_lookup(&identifier, id)
    } else {
        LOCALES.try_lookup_with_args(&identifier, id, &values)
    };
    // A message missing from every file is a bug the parity test catches; on screen its
    // name is better than nothing.
    found.unwrap_or_else(|| id.to_owned())
}

/// The message as `language`'s own files say it (no fallback to English), or why they
/// can't: it is missing, or an argument it reads wasn't given (for the tests that hold every
/// language complete).
pub fn strictly(language: Language, msg: &Msg) -> Result<String, String> {
    if msg.raw {
        return Ok(msg.id.to_string());
    }
    let values: HashMap<Cow<'static, str>, FluentValue<'static>> = msg
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Msg(inner) => FluentValue::from(strictly(language, inner)?),
            };
            Ok((name.clone(), value))
        })
        .collect::<Result<_, String>>()?;
    LOCALES
        .lookup_single_language(&language.identifier(), &msg.id, Some(&values))
        .map_err(|e| format!("{}: {e}", language.code()))
}

/// Every message name in `language`'s files, sorted.
pub fn ids(language: Language) -> Vec<String> {
    let mut ids: Vec<String> = files(language)
        .iter()
        .flat_map(|(_, text)| {
            text.lines()
                .filter_map(|line| {
                    let (name, _) = line.split_once('=')?;
                    let name = name.trim_end();
                    // A message starts a line with its name; attributes, variants and
                    // continuation lines are indented, comments start with '#'.
                    let first = line.chars().next()?;
                    (first.is_ascii_alphabetic()
                        && name
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .then(|| name.to_owned())
                })
                .collect::<Vec<_>>()
        })
        .collect();
    ids.sort();
    ids
}

/// The message files of a language, each with its text, read from the source tree (for
/// tests and tools; the app uses the copies embedded at build time).
pub fn files(language: Language) -> Vec<(std::path::PathBuf, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(language.code());
    let mut files: Vec<(std::path::PathBuf, String)> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .filter_map(|path| Some((path.clone(), std::fs::read_to_string(&path).ok()?)))
        .collect();
    files.sort();
    files
}

/// The message `id` in the language the screens speak now, with its arguments:
/// `t!("victims", count = 2)`.
#[macro_export]
macro_rules! t {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.arg(stringify!($name), $value))*.now()
    };
}

/// The message `id` with its arguments, to be said later in whatever language is spoken
/// then: `msg!("refused-twice", civilian = c.name())`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

/// Names joined with "and" in the language they are said in ("Ann and Ben and Cy"): the
/// players who won together, the winners of a hand.
pub fn and_list(names: &[String]) -> Msg {
    let mut names = names.iter();
    let first = Msg::raw(names.next().cloned().unwrap_or_default());
    names.fold(first, |list, name| {
        Msg::new("list-and")
            .arg("first", list)
            .arg("second", name.as_str())
    })
}

/// A number with `places` decimals in the screens' language ("0.41" in English, "0,41" in
/// German, French, Spanish, Polish and Russian).
pub fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match current() {
        Language::English | Language::Pseudo => text,
        _ => text.replace('.', ","),
    }
}

/// A calendar date in the screens' language: `2026-11-25` in English, `25.11.2026` in German,
/// Polish and Russian, `25/11/2026` in French and Spanish.
pub fn date(year: i32, month: u32, day: u32) -> String {
    match current() {
        Language::English | Language::Pseudo => format!("{year:04}-{month:02}-{day:02}"),
        Language::French | Language::Spanish => format!("{day:02}/{month:02}/{year:04}"),
        _ => format!("{day:02}.{month:02}.{year:04}"),
    }
}
