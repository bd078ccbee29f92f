//! What the table hears when Alibi plays the Killers: each decision as an instruction for
//! the physical game, exact about the tiles to place. Built from public facts only, by
//! type: no function here takes the Killer behind a scene or a residence, so an
//! announcement can't carry one.

use crate::plays::Announcement;
use crate::rules::crimewave::{Evidence, Killer, Loc};

/// The step about a new scene's evidence tile: drawn by Alibi's bag (`Some`), or by a
/// person, who types it.
fn evidence_step(loc: Loc, tile: Option<Evidence>) -> String {
    match tile {
        Some(tile) => format!(
            "Alibi drew {} {} tile: put it on {loc}, unverified side up",
            article(tile.word()),
            tile.word()
        ),
        None => format!(
            "Draw an evidence tile from the bag for {loc}, put it there unverified side up, \
             and type it"
        ),
    }
}

/// "a" or "an" before a word.
fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

/// The method tile's name as the table says it ("a stabbing").
fn a_method(method: &str) -> String {
    format!("{} {method}", article(method))
}

/// The signature methods the d8 gave at setup, red, green, blue.
pub fn methods(faces: [u8; 3], methods: [&str; 3]) -> Announcement {
    Announcement::new(
        "The Killers' signature methods",
        Killer::ALL
            .into_iter()
            .zip(faces.into_iter().zip(methods))
            .map(|(killer, (face, method))| {
                format!(
                    "The d8 shows {face} for the {}: put {} tile above its portrait",
                    killer.name(),
                    a_method(method)
                )
            })
            .collect(),
    )
}

/// One of the six opening scenes (the Killer behind it is secret).
pub fn opening_scene(loc: Loc, method: &str, tile: Option<Evidence>) -> Announcement {
    Announcement::new(
        format!("Opening scene at {loc}: {}", a_method(method)),
        vec![
            format!(
                "Put {} tile and a victim tile, white side up, on {loc}",
                a_method(method)
            ),
            evidence_step(loc, tile),
        ],
    )
}

/// A murder: where and with which method tile; never which Killer.
pub fn murder(loc: Loc, method: &str, tile: Option<Evidence>) -> Announcement {
    Announcement::new(
        format!("Murder at {loc} by {}", a_method(method)),
        vec![
            format!(
                "Put {} tile and a victim tile, white side up, on {loc}",
                a_method(method)
            ),
            evidence_step(loc, tile),
            "Move the Victim Counter on one node".to_string(),
        ],
    )
}

/// No Killer can kill this round (they are all hemmed in: the rules then show every home).
pub fn no_murder() -> Announcement {
    Announcement::new(
        "No murder this round",
        vec!["No Killer at large can reach a site to kill: go on to the solving phase".into()],
    )
}

/// No Killer event this round.
pub fn no_event() -> Announcement {
    Announcement::new(
        "No Killer event this round",
        vec!["Go on to the murder".to_string()],
    )
}

/// Alibi's Random Killing at `loc`: a yellow victim, no method tile.
pub fn random_killing(loc: Loc, tile: Option<Evidence>) -> Announcement {
    Announcement::new(
        format!("Killer event: a Random Killing at {loc}"),
        vec![
            format!(
                "Put a yellow victim tile on {loc}, white side up (no method tile: everyone \
                 knows it is a random killing)"
            ),
            evidence_step(loc, tile),
            "Move the Victim Counter on one node".to_string(),
        ],
    )
}

/// Alibi's Full Moon: the methods rolled again, red, green, blue.
pub fn full_moon(methods: [&str; 3]) -> Announcement {
    let mut steps: Vec<String> = Killer::ALL
        .into_iter()
        .zip(methods)
        .map(|(killer, method)| {
            format!(
                "The {} now kills by {method}: put {} tile above its portrait",
                killer.name(),
                a_method(method)
            )
        })
        .collect();
    steps.push("Scenes already on the board keep their tiles".to_string());
    Announcement::new("Killer event: a Full Moon", steps)
}

/// Alibi's Escape from Prison: `killer` is back, at a new secret home.
pub fn escape(killer: Killer) -> Announcement {
    Announcement::new(
        format!("Killer event: the {} escapes from prison", killer.name()),
        vec![
            format!("Turn the {}'s profile marker back over", killer.name()),
            "It lives at a new secret residence and kills only 1 space from it".to_string(),
            "If a raid finds it, it goes straight back to prison, with no trial".to_string(),
        ],
    )
}

/// At Spook 2: a new method, or the old one kept.
pub fn method_change(killer: Killer, method: Option<&str>) -> Announcement {
    match method {
        Some(method) => Announcement::new(
            format!("The {} changes its method to {method}", killer.name()),
            vec![format!(
                "Replace the tile above the {}'s portrait with {} tile",
                killer.name(),
                a_method(method)
            )],
        ),
        None => Announcement::new(
            format!("The {} keeps its method", killer.name()),
            vec!["Leave the tile above its portrait as it is".to_string()],
        ),
    }
}

/// At Spook 3: the Killer moves to a new secret residence (never where).
pub fn relocation(killer: Killer) -> Announcement {
    Announcement::new(
        format!("The {} moves to a new secret residence", killer.name()),
        vec![
            format!("Set the {}'s Spook meter back to 0", killer.name()),
            "Where it lived before no longer tells where it lives now".to_string(),
        ],
    )
}

/// Alibi's Defense at a trial, revealed with the prosecution's cards.
pub fn defense(points: u32) -> Announcement {
    Announcement::new(
        format!("Alibi's Defense: {points} points"),
        vec!["Reveal the Prosecution cards at the same time and enter their total".to_string()],
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
