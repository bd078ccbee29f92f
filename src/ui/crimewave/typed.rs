//! Reading what is typed in a form's fields. A Killer, an Evidence tile, a method or an
//! Investigator is typed by its letter, its word or its name, or the start of one, in the
//! table's language or in English (the transcript's words, which every group may know): the
//! table's language is tried first, so a letter it gives one thing and English another means
//! the table's own.

use crate::i18n::Msg;
use crate::rules::crimewave::{Evidence, Killer, Loc, PRINTED_METHODS, method_msg};
use crate::ui::table::crimewave::or_list;
use crate::{msg, t};

/// One thing a field can name: its value and the words that name it.
struct Choice<T> {
    value: T,
    /// How it is said in a list of the field's options ("red", "blood", "shooting").
    word: Msg,
    /// Everything that names it whole: its letter, its word, its name.
    names: Vec<Msg>,
}

/// The Killer typed (r, red, Red Terror, or the table's language's own), or why not.
pub fn killer(typed: &str) -> Result<Killer, String> {
    let choices: Vec<Choice<Killer>> = Killer::ALL
        .into_iter()
        .map(|k| Choice {
            value: k,
            word: k.word_msg(),
            names: vec![k.letter(), k.word_msg(), k.msg()],
        })
        .collect();
    pick(typed, &choices, msg!("crimewave-what-killer"))
}

/// The Evidence tile typed (its plate's initial, its word or its name), or why not.
pub fn evidence(typed: &str) -> Result<Evidence, String> {
    let choices: Vec<Choice<Evidence>> = Evidence::ALL
        .into_iter()
        .map(|e| Choice {
            value: e,
            word: e.word_msg(),
            names: vec![e.initial(), e.word_msg(), e.msg()],
        })
        .collect();
    pick(typed, &choices, msg!("crimewave-what-evidence"))
}

/// The method typed, as the settings name it: by its name in the table's language or the
/// settings' own (a group's own methods are said as typed).
pub fn method(typed: &str, methods: &[String]) -> Result<String, String> {
    let choices: Vec<Choice<&str>> = methods
        .iter()
        .map(|m| Choice {
            value: m.as_str(),
            word: method_msg(m),
            names: vec![method_msg(m), Msg::raw(m.clone())],
        })
        .collect();
    pick(typed, &choices, msg!("crimewave-what-method")).map(String::from)
}

/// The method names typed in the house rules (separated by commas), each in the settings'
/// words: a printed method typed in the table's language ("Erwürgen") is the rulebook's
/// ("strangling"); a method the group made up stays as typed.
pub fn method_words(typed: &str) -> String {
    typed
        .split(',')
        .map(|name| {
            let name = name.trim();
            let lowered = name.to_lowercase();
            PRINTED_METHODS
                .into_iter()
                .find(|m| method_msg(m).now().to_lowercase() == lowered)
                .map_or_else(|| name.to_owned(), str::to_owned)
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// One of `names` (the Investigators, as seated), or why not: `what` says which is wanted.
pub fn name<'a>(typed: &str, names: &[&'a str], what: Msg) -> Result<&'a str, String> {
    let choices: Vec<Choice<&'a str>> = names
        .iter()
        .map(|&n| Choice {
            value: n,
            word: Msg::raw(n.to_owned()),
            names: vec![Msg::raw(n.to_owned())],
        })
        .collect();
    pick(typed, &choices, what)
}

/// A location's number, or why not.
pub fn loc(typed: &str) -> Result<Loc, String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(t!("crimewave-fill-loc"));
    }
    typed
        .parse()
        .map_err(|_| t!("crimewave-not-a-loc", typed = typed))
}

/// A d8's face (1 to 8), or why not.
pub fn face(typed: &str) -> Result<u8, String> {
    let typed = typed.trim();
    match typed.parse::<u8>() {
        Ok(face) if (1..=8).contains(&face) => Ok(face),
        _ if typed.is_empty() => Err(t!("crimewave-fill-face")),
        _ => Err(t!("crimewave-not-a-face", typed = typed)),
    }
}

/// A card total in points, or why not (`empty` says what to fill in).
pub fn total(typed: &str, empty: Msg) -> Result<u32, String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(empty.now());
    }
    typed
        .parse()
        .map_err(|_| t!("crimewave-not-points", typed = typed))
}

/// The choice `typed` names, ignoring case: a whole name in the table's language, else a
/// whole English one, else the one choice a name starts with; several must be told apart.
fn pick<T: Copy>(typed: &str, choices: &[Choice<T>], what: Msg) -> Result<T, String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(t!("crimewave-fill-in", what = what));
    }
    let lowered = typed.to_lowercase();
    let here: Vec<Vec<String>> = choices
        .iter()
        .map(|c| c.names.iter().map(|n| n.now().to_lowercase()).collect())
        .collect();
    let english: Vec<Vec<String>> = choices
        .iter()
        .map(|c| {
            c.names
                .iter()
                .map(|n| n.to_string().to_lowercase())
                .collect()
        })
        .collect();
    // The choices with a name that fits; a choice counts once, however many of its names fit.
    let fitting = |fits: &dyn Fn(&str) -> bool, lists: &[&Vec<Vec<String>>]| -> Vec<usize> {
        (0..choices.len())
            .filter(|&i| lists.iter().any(|l| l[i].iter().any(|n| fits(n))))
            .collect()
    };
    let whole = |n: &str| n == lowered;
    let start = |n: &str| n.starts_with(&lowered);
    let found = [
        fitting(&whole, &[&here]),
        fitting(&whole, &[&english]),
        fitting(&start, &[&here, &english]),
    ]
    .into_iter()
    .find(|found| !found.is_empty())
    .unwrap_or_default();
    let words =
        |found: &[usize]| -> Vec<String> { found.iter().map(|&i| choices[i].word.now()).collect() };
    match found.as_slice() {
        [one] => Ok(choices[*one].value),
        [] => {
            let all: Vec<usize> = (0..choices.len()).collect();
            Err(t!(
                "crimewave-not-one-of",
                typed = typed,
                what = what,
                options = words(&all).join(", ")
            ))
        }
        many => Err(t!(
            "crimewave-could-be",
            typed = typed,
            options = or_list(&words(many)),
            what = what
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_letters_pick_one_option_and_ambiguity_is_explained() {
        assert_eq!(killer("G"), Ok(Killer::Green));
        assert_eq!(killer("Blue Butcher"), Ok(Killer::Blue));
        assert_eq!(evidence("fi"), Ok(Evidence::Fingerprint));
        assert_eq!(
            name("a", &["Ann", "Al"], msg!("crimewave-what-investigator")),
            Err("'a' could be Ann or Al: type more of the Investigator".into())
        );
        assert_eq!(
            name("al", &["Al", "Alma"], msg!("crimewave-what-caller")),
            Ok("Al")
        );
        assert_eq!(face("9"), Err("A d8 shows 1 to 8, not '9'".into()));
    }
}
