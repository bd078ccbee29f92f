//! The message files, embedded in the binary at build time and read into a Fluent bundle one
//! file at a time, the first time one of its messages (or a term one of them uses) is said:
//! start-up reads only what the home screen says (a few of English's files), another language
//! only once the table picks it, a game's files only once it is played. Read whole, each
//! language's files take about 1.6 MiB once parsed; all six at start-up kept 11 MiB resident.
//!
//! Hand-written over fluent-bundle rather than fluent-templates' `static_loader!`, which
//! parses every language on the first message said.

use super::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::resolver::ResolverError;
use fluent_bundle::resolver::errors::ReferenceKind;
use fluent_bundle::{FluentArgs, FluentError, FluentResource};
use std::sync::{OnceLock, PoisonError, RwLock};

/// The message files every language has, by name (`tests/i18n.rs` holds this list equal to
/// the files in `locales/en/`). The home screen's three come first: a message is looked for
/// file by file, so start-up reads no other file's text.
macro_rules! files_of {
    ($code:literal) => {
        files_of!($code;
            "app", "common", "home", "crime-story", "crimewave", "crimewave-console",
            "crimewave-terms", "crimewave-together", "intent", "intent-console", "intent-terms",
            "keystone", "murdero", "phones", "tracer")
    };
    ($code:literal; $($file:literal),*) => {
        &[$((
            $file,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/", $file, ".ftl")),
        )),*]
    };
}

/// Every language's files, by its code (the compiler holds one entry per `Language::ALL`).
const EMBEDDED: [(&str, &[(&str, &str)]); Language::ALL.len()] = [
    ("en", files_of!("en")),
    ("de", files_of!("de")),
    ("fr", files_of!("fr")),
    ("es", files_of!("es")),
    ("pl", files_of!("pl")),
    ("ru", files_of!("ru")),
];

/// The names of the message files embedded for every language.
pub fn embedded_files() -> Vec<&'static str> {
    EMBEDDED[0].1.iter().map(|(name, _)| *name).collect()
}

/// A language's messages: the bundle, and which of the language's files are read into it.
struct Messages {
    /// The language's files, by name.
    files: &'static [(&'static str, &'static str)],
    /// Which of `files` the bundle holds.
    read: Vec<bool>,
    bundle: FluentBundle<FluentResource>,
}

/// Why a message couldn't be said yet.
enum Unsaid {
    /// The bundle doesn't hold the message, or a message or term it refers to (a term's id
    /// with its `-`): a file not read yet may.
    Missing(String),
    /// Formatting failed: an argument it reads wasn't given, or another mistake.
    Failed(String),
}

impl Messages {
    /// A language's messages with none of its files read yet.
    fn unread(code: &str, files: &'static [(&'static str, &'static str)]) -> Self {
        let identifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![identifier]);
        // No Unicode isolation marks around arguments: the fonts would draw them as boxes.
        bundle.set_use_isolating(false);
        Self {
            files,
            read: vec![false; files.len()],
            bundle,
        }
    }

    /// The message `id` from the files read so far.
    fn say(&self, code: &str, id: &str, args: Option<&FluentArgs>) -> Result<String, Unsaid> {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return Err(Unsaid::Missing(id.to_owned()));
        };
        let mut errors = Vec::new();
        let said = self.bundle.format_pattern(pattern, args, &mut errors);
        let missing = errors.iter().find_map(|error| match error {
            FluentError::ResolverError(ResolverError::Reference(kind)) => match kind {
                ReferenceKind::Message { id, .. } => Some(id.clone()),
                ReferenceKind::Term { id, .. } => Some(format!("-{id}")),
                _ => None,
            },
            _ => None,
        });
        match (missing, errors.first()) {
            (Some(missing), _) => Err(Unsaid::Missing(missing)),
            (None, None) => Ok(said.into_owned()),
            (None, Some(error)) => Err(Unsaid::Failed(format!("{code}: {id}: {error}"))),
        }
    }

    /// Reads into the bundle the first unread file that defines `id` (a message, or a term
    /// with its `-`); false when none does.
    fn read_file_defining(&mut self, id: &str) -> bool {
        let defines = |text: &str| {
            text.lines().any(|line| {
                line.strip_prefix(id)
                    .is_some_and(|rest| rest.trim_start().starts_with('='))
            })
        };
        let Some(index) =
            (0..self.files.len()).find(|&i| !self.read[i] && defines(self.files[i].1))
        else {
            return false;
        };
        self.read[index] = true;
        // A file with a mistake still gives its good messages (the parity and syntax tests in
        // tests/i18n.rs catch the mistake before it ships).
        let text = self.files[index].1;
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = self.bundle.add_resource(resource);
        true
    }
}

/// A language's messages, made (with no file read yet) the first time it is spoken.
fn messages(language: Language) -> (&'static str, &'static RwLock<Messages>) {
    static MESSAGES: [OnceLock<RwLock<Messages>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    // The pseudo-language is English, stretched after it is said.
    let index = EMBEDDED
        .iter()
        .position(|(code, _)| *code == language.code())
        .unwrap_or(0);
    let (code, files) = EMBEDDED[index];
    let messages = MESSAGES[index].get_or_init(|| RwLock::new(Messages::unread(code, files)));
    (code, messages)
}

/// The message `id` as `language`'s own files say it, or why they can't: it is missing, or
/// formatting it failed (an argument it reads wasn't given). The files it needs are read
/// first, if they weren't yet.
pub fn format(language: Language, id: &str, args: Option<&FluentArgs>) -> Result<String, String> {
    let (code, messages) = messages(language);
    say_reading(code, messages, id, args)
}

/// [`format`] with the language's messages given.
fn say_reading(
    code: &str,
    messages: &RwLock<Messages>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Result<String, String> {
    loop {
        let missing = match messages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .say(code, id, args)
        {
            Ok(said) => return Ok(said),
            Err(Unsaid::Failed(why)) => return Err(why),
            Err(Unsaid::Missing(missing)) => missing,
        };
        // Each turn reads one more file, so this ends when every file that could help is read.
        let mut writing = messages.write().unwrap_or_else(PoisonError::into_inner);
        if !writing.read_file_defining(&missing) {
            // Another thread may have read the file between the two locks.
            if let Err(Unsaid::Missing(still)) = writing.say(code, id, args)
                && still == missing
            {
                return Err(format!("{code}: no message {missing} (for {id})"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which files of `messages` are read.
    fn files_read(messages: &RwLock<Messages>) -> Vec<&'static str> {
        let messages = messages.read().unwrap();
        (messages.files.iter().zip(&messages.read))
            .filter(|(_, read)| **read)
            .map(|((name, _), _)| *name)
            .collect()
    }

    #[test]
    fn a_message_reads_only_the_file_that_defines_it() {
        let messages = RwLock::new(Messages::unread("en", EMBEDDED[0].1));
        assert!(files_read(&messages).is_empty());
        let said = say_reading("en", &messages, "home-new-game", None).unwrap();
        assert!(!said.is_empty());
        assert_eq!(files_read(&messages), ["home"]);
        // A message of a file already read reads nothing more.
        let _ = say_reading("en", &messages, "home-new-game", None).unwrap();
        assert_eq!(files_read(&messages), ["home"]);
    }

    #[test]
    fn the_messages_and_terms_a_message_uses_are_read_from_their_files() {
        static FILES: [(&str, &str); 4] = [
            (
                "says",
                "greeting = { -name } says { word }\nword-only = { word }\n",
            ),
            ("unused", "unused = never read\n"),
            ("terms", "-name = Alibi\n"),
            (
                "words",
                "word =\n    { $loud ->\n        [yes] HELLO\n       *[no] hello\n    }\n",
            ),
        ];
        let messages = RwLock::new(Messages::unread("en", &FILES));
        let said = say_reading("en", &messages, "greeting", None);
        // Without the variable `loud` it is an error that names it; its files are read all
        // the same.
        assert!(said.unwrap_err().contains("loud"));
        assert_eq!(files_read(&messages), ["says", "terms", "words"]);
        let mut args = FluentArgs::new();
        args.set("loud", "yes");
        assert_eq!(
            say_reading("en", &messages, "greeting", Some(&args)).unwrap(),
            "Alibi says HELLO"
        );
        assert_eq!(files_read(&messages), ["says", "terms", "words"]);
    }

    #[test]
    fn a_message_no_file_defines_is_an_error_that_names_it() {
        let messages = RwLock::new(Messages::unread("en", EMBEDDED[0].1));
        let error = say_reading("en", &messages, "no-such-message", None).unwrap_err();
        assert!(error.contains("no-such-message"), "{error}");
        assert!(files_read(&messages).is_empty());
    }
}
