//! Alibi in the table's language: every offered language has every message and formats it
//! with its arguments, and the embedded font draws every character of every message file.

use alibi::i18n::{self, Language, Msg};
use std::collections::BTreeSet;

/// Each message's arguments, as the English files use them (`{ $count }`).
fn arguments(language: Language) -> Vec<(String, BTreeSet<String>)> {
    let mut found = Vec::new();
    for (_, text) in i18n::files(language) {
        let mut current: Option<(String, BTreeSet<String>)> = None;
        for line in text.lines() {
            let starts_message =
                line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
            if starts_message {
                found.extend(current.take());
                let name = line.split('=').next().unwrap_or("").trim().to_owned();
                current = Some((name, BTreeSet::new()));
            }
            if let Some((_, args)) = current.as_mut() {
                let mut rest = line;
                while let Some(at) = rest.find('$') {
                    rest = &rest[at + 1..];
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    if !name.is_empty() {
                        args.insert(name);
                    }
                }
            }
        }
        found.extend(current);
    }
    found
}

#[test]
fn every_message_file_is_embedded_in_every_language() {
    for language in Language::ALL {
        let on_disk: BTreeSet<String> = i18n::files(language)
            .iter()
            .filter_map(|(path, _)| Some(path.file_stem()?.to_str()?.to_owned()))
            .collect();
        let embedded: BTreeSet<String> = i18n::embedded_files()
            .into_iter()
            .map(str::to_owned)
            .collect();
        assert_eq!(
            on_disk, embedded,
            "{language:?}: src/i18n/bundles.rs lists the files"
        );
    }
}

/// A message defined twice in one language would be said with whichever the bundle kept
/// (merges of translation files can leave both): each id is defined once per language.
#[test]
fn every_message_is_defined_once_in_each_language() {
    for language in Language::ALL {
        let mut seen = BTreeSet::new();
        for (path, text) in i18n::files(language) {
            for line in text.lines() {
                let Some((id, _)) = line.split_once(" =") else {
                    continue;
                };
                let is_id = !id.is_empty()
                    && !id.starts_with(['#', ' '])
                    && id
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
                if is_id {
                    assert!(
                        seen.insert(id.to_owned()),
                        "{language:?}: {id} is defined twice ({})",
                        path.display()
                    );
                }
            }
        }
    }
}

#[test]
fn every_offered_language_has_every_message() {
    let english = i18n::ids(Language::English);
    assert!(english.len() > 1, "the English files are read");
    for language in Language::OFFERED {
        let ids = i18n::ids(language);
        let missing: Vec<&String> = english.iter().filter(|id| !ids.contains(id)).collect();
        let extra: Vec<&String> = ids.iter().filter(|id| !english.contains(id)).collect();
        assert!(missing.is_empty(), "{language}: missing {missing:?}");
        assert!(extra.is_empty(), "{language}: not in English {extra:?}");
    }
}

#[test]
fn every_message_formats_with_its_arguments_in_every_offered_language() {
    for language in Language::OFFERED {
        for (id, args) in arguments(Language::English) {
            for count in [1, 2, 5, 22] {
                let msg = args.iter().fold(Msg::new(id.clone()), |msg, name| {
                    let name: &'static str = Box::leak(name.clone().into_boxed_str());
                    msg.arg(name, count)
                });
                let said = i18n::strictly(language, &msg)
                    .unwrap_or_else(|e| panic!("{language} {id}: {e}"));
                assert!(!said.trim().is_empty(), "{language} {id} is empty");
            }
        }
    }
}

#[test]
fn the_embedded_font_draws_every_character_of_every_language() {
    let fonts = [
        include_bytes!("../assets/fonts/Inter-Regular.otf").as_slice(),
        include_bytes!("../assets/fonts/Inter-Bold.otf").as_slice(),
    ];
    let mut characters: BTreeSet<char> = BTreeSet::new();
    for language in Language::ALL {
        for (_, text) in i18n::files(language) {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                characters.extend(line.chars().filter(|c| !c.is_control()));
            }
        }
    }
    // The pseudo-language's accents and padding too.
    characters.extend(
        Msg::new("settings-language")
            .render(Language::Pseudo)
            .chars(),
    );
    characters.extend("åçéîñöüýÅÇÉÎÑÖÜÝ·[]".chars());
    for font in fonts {
        let face = ttf_parser::Face::parse(font, 0).expect("the font parses");
        let missing: Vec<char> = characters
            .iter()
            .copied()
            .filter(|&c| c != ' ' && face.glyph_index(c).is_none())
            .collect();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }
}

#[test]
fn locales_read_from_the_system_pick_a_language_alibi_speaks() {
    assert_eq!(Language::of_locale("en_GB.UTF-8"), Some(Language::English));
    assert_eq!(Language::of_locale("C"), None);
    assert_eq!(Language::of_locale(""), None);
}

#[test]
fn a_message_said_without_a_language_is_english() {
    let msg = Msg::new("settings-language");
    assert_eq!(msg.to_string(), "Language");
    let pseudo = msg.render(Language::Pseudo);
    assert!(pseudo.starts_with('[') && pseudo.chars().count() > "Language".len() + 2);
}
