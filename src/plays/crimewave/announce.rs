//! What the table hears when Alibi plays the Killers: each decision as an instruction for
//! the physical game, exact about the tiles to place. Built from public facts only, by
//! type: no function here takes the Killer behind a scene or a residence, so an
//! announcement can't carry one.
//!
//! What the rules change on their own after a decision (the Victim Counter, Public Panic,
//! a Spook Marker, a Profile Marker) is not said here: the console adds the engine's
//! [`changes`](crate::rules::crimewave::changes) to each instruction.

use crate::i18n::Msg;
use crate::msg;
use crate::plays::Announcement;
use crate::rules::crimewave::{Evidence, Killer, Loc, method_msg};

/// The step about a new scene's evidence tile: drawn by Alibi's bag (`Some`), or by a
/// person, who types it.
fn evidence_step(loc: Loc, tile: Option<Evidence>) -> Msg {
    match tile {
        Some(tile) => msg!(
            "crimewave-announce-drew",
            article = article(tile.word()),
            tile = tile.word_msg(),
            loc = loc
        ),
        None => msg!("crimewave-announce-draw", loc = loc),
    }
}

/// "a" or "an" before an English word (the message files choose with it in English and
/// ignore it where the language has no such article).
fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

/// The method tile's name as the table says it ("a stabbing").
fn a_method(method: &str) -> Msg {
    msg!(
        "crimewave-a-method",
        article = article(method),
        method = method_msg(method)
    )
}

/// The steps of a new scene: its tiles, and where the scene's evidence comes from.
fn scene_steps(loc: Loc, method: &str, tile: Option<Evidence>) -> Vec<Msg> {
    vec![
        msg!(
            "crimewave-announce-put-scene",
            method = a_method(method),
            loc = loc
        ),
        evidence_step(loc, tile),
    ]
}

/// The signature methods the d8 gave at setup, red, green, blue.
pub fn methods(faces: [u8; 3], methods: [&str; 3]) -> Announcement {
    Announcement::said(msg!("crimewave-announce-methods"), rolled(faces, methods))
}

/// One of the six opening scenes (the Killer behind it is secret).
pub fn opening_scene(loc: Loc, method: &str, tile: Option<Evidence>) -> Announcement {
    Announcement::said(
        msg!(
            "crimewave-announce-opening",
            loc = loc,
            method = a_method(method)
        ),
        scene_steps(loc, method, tile),
    )
}

/// A murder: where and with which method tile; never which Killer.
pub fn murder(loc: Loc, method: &str, tile: Option<Evidence>) -> Announcement {
    let steps = scene_steps(loc, method, tile);
    Announcement::said(
        msg!(
            "crimewave-announce-murder",
            loc = loc,
            method = a_method(method)
        ),
        steps,
    )
}

/// No Killer can kill this round (they are all hemmed in: the rules then show every home).
pub fn no_murder() -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-no-murder"),
        vec![msg!("crimewave-announce-no-murder-step")],
    )
}

/// No Killer event this round.
pub fn no_event() -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-no-event"),
        vec![msg!("crimewave-announce-to-murder")],
    )
}

/// Alibi's Random Killing at `loc`: a yellow victim, no method tile.
pub fn random_killing(loc: Loc, tile: Option<Evidence>) -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-random", loc = loc),
        vec![
            msg!("crimewave-announce-random-step", loc = loc),
            evidence_step(loc, tile),
        ],
    )
}

/// Alibi's Full Moon: the faces the d8 showed and the methods they give, red, green, blue.
pub fn full_moon(faces: [u8; 3], methods: [&str; 3]) -> Announcement {
    let mut steps = rolled(faces, methods);
    steps.push(msg!("crimewave-announce-full-moon-keep"));
    Announcement::said(msg!("crimewave-announce-full-moon"), steps)
}

/// "The d8 shows 3 for the Red Terror: put a stabbing tile above its portrait", red, green,
/// blue.
fn rolled(faces: [u8; 3], methods: [&str; 3]) -> Vec<Msg> {
    Killer::ALL
        .into_iter()
        .zip(faces.into_iter().zip(methods))
        .map(|(killer, (face, method))| {
            msg!(
                "crimewave-announce-method-rolled",
                face = face,
                killer = killer.msg(),
                method = a_method(method)
            )
        })
        .collect()
}

/// Alibi's Escape from Prison: `killer` is back, at a new secret home.
pub fn escape(killer: Killer) -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-escape", killer = killer.msg()),
        vec![
            msg!("crimewave-announce-escape-home"),
            msg!("crimewave-announce-escape-raid"),
        ],
    )
}

/// At Spook 2: a new method, or the old one kept.
pub fn method_change(killer: Killer, method: Option<&str>) -> Announcement {
    match method {
        Some(method) => Announcement::said(
            msg!(
                "crimewave-announce-change",
                killer = killer.msg(),
                method = method_msg(method)
            ),
            vec![msg!(
                "crimewave-announce-change-step",
                killer = killer.msg(),
                a_method = a_method(method)
            )],
        ),
        None => Announcement::said(
            msg!("crimewave-announce-keep", killer = killer.msg()),
            vec![msg!("crimewave-announce-keep-step")],
        ),
    }
}

/// At Spook 3: the Killer moves to a new secret residence (never where).
pub fn relocation(killer: Killer) -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-move", killer = killer.msg()),
        vec![msg!("crimewave-announce-move-step")],
    )
}

/// Alibi's Defense at a trial, revealed with the prosecution's cards.
pub fn defense(points: u32) -> Announcement {
    Announcement::said(
        msg!("crimewave-announce-defense", points = points),
        vec![msg!("crimewave-announce-defense-step")],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_murder_is_exact_about_the_tiles_and_names_no_killer() {
        let said = murder(47, "stabbing", None);
        assert_eq!(said.headline.to_string(), "Murder at 47 by a stabbing");
        assert_eq!(
            said.steps[0].to_string(),
            "Put a stabbing tile and a victim tile, white side up, on 47"
        );
        assert!(said.steps[1].to_string().contains("Draw an evidence tile"));
        let drawn = murder(47, "stabbing", Some(Evidence::Item));
        assert!(
            drawn.steps[1]
                .to_string()
                .starts_with("Alibi drew an item tile")
        );
        for killer in Killer::ALL {
            let text = format!("{said:?}{drawn:?}");
            assert!(!text.contains(killer.name()) && !text.contains(killer.word()));
        }
    }
}
