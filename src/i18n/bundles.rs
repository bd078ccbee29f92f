//! The message files, embedded in the binary at build time and read into a Fluent bundle the
//! first time their language is spoken: English at once (the fallback for a missing message,
//! and the language of transcripts), another language only once the table picks it. Reading
//! all six at start-up kept 11 MiB resident for languages nobody at the table reads.
//!
//! Hand-written over fluent-bundle rather than fluent-templates' `static_loader!`, which
//! parses every language on the first message said.

use super::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;

/// The message files every language has, by name (`tests/i18n.rs` holds this list equal to
/// the files in `locales/en/`).
macro_rules! files_of {
    ($code:literal) => {
        files_of!($code;
            "app", "common", "crime-story", "crimewave", "crimewave-console", "crimewave-terms",
            "crimewave-together", "home", "intent", "intent-console", "intent-terms",
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

/// A language's messages, read the first time they are needed.
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    // The pseudo-language is English, stretched after it is said.
    let index = EMBEDDED
        .iter()
        .position(|(code, _)| *code == language.code())
        .unwrap_or(0);
    BUNDLES[index].get_or_init(|| {
        let (code, files) = EMBEDDED[index];
        let identifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![identifier]);
        // No Unicode isolation marks around arguments: the fonts would draw them as boxes.
        bundle.set_use_isolating(false);
        for (_, text) in files {
            // A file with a mistake still gives its good messages (the parity and syntax
            // tests in tests/i18n.rs catch the mistake before it ships).
            let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// The message `id` as `language`'s own files say it, or why they can't: it is missing, or
/// formatting it failed (an argument it reads wasn't given).
pub fn format(language: Language, id: &str, args: Option<&FluentArgs>) -> Result<String, String> {
    let bundle = bundle(language);
    let pattern = bundle
        .get_message(id)
        .and_then(|message| message.value())
        .ok_or_else(|| format!("{}: no message {id}", language.code()))?;
    let mut errors = Vec::new();
    let said = bundle.format_pattern(pattern, args, &mut errors);
    match errors.first() {
        None => Ok(said.into_owned()),
        Some(error) => Err(format!("{}: {id}: {error}", language.code())),
    }
}
