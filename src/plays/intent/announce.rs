//! What the table hears when Alibi plays a side: each decision as an instruction for the
//! physical board, in the words of the game ("Murder of the Nurse in 5 Downtown — put the
//! Nurse's card in victim slot 2 and crime scene card 2 on 5 Downtown").
//!
//! Built from the table's public view before the action, the action and its result; the
//! only parts of an action never read are the secret ones (whether an answer was a lie, who
//! the undercover agent is), so an announcement can't carry a secret.

use crate::plays::{Announcement, Side};
use crate::rules::intent::city::block_name;
use crate::rules::intent::{Action, Civilian, Phase, PublicView};

/// "the Nurse and the Judge".
fn names(civilians: &[Civilian]) -> String {
    let names: Vec<String> = civilians.iter().map(|c| format!("the {c}")).collect();
    match names.as_slice() {
        [] => "nobody".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "The Nurse's card" → "the Nurse's and the Judge's cards".
fn cards(civilians: &[Civilian]) -> String {
    let each: Vec<String> = civilians.iter().map(|c| format!("the {c}'s")).collect();
    match each.as_slice() {
        [one] => format!("{one} card"),
        [rest @ .., last] => format!("{} and {last} cards", rest.join(", ")),
        [] => "no card".into(),
    }
}

fn yes_no(result: &str) -> &'static str {
    if result.eq_ignore_ascii_case("yes") {
        "Yes"
    } else {
        "No"
    }
}

/// The announcement of an action `side` took (by Alibi, or drawn by Alibi's bag for a side),
/// judged on the table's view before it; `None` for what needs no word at the table.
pub fn announce(
    before: &PublicView,
    side: Side,
    action: &Action,
    result: &str,
) -> Option<Announcement> {
    let city = &before.notebook.city;
    let block_of = |c: Civilian| city.block_of(c).map_or_else(|| "?".into(), block_name);
    let who = side.title();
    let a = |headline: String, steps: Vec<String>| Some(Announcement::new(headline, steps));
    match action {
        Action::Intimidate(cs) => a(
            format!("The Murderer intimidates {}", names(cs)),
            vec![format!("Turn {} grey side up.", cards(cs))],
        ),
        Action::Murder(v) => {
            let number = before.crime_scenes.len() + 1;
            let at = block_of(*v);
            a(
                format!("Murder of the {v} in {at}"),
                vec![
                    format!("Put the {v}'s card in victim slot {number}."),
                    format!("Put crime scene card {number} on {at}."),
                    format!("Move the Detective marker to {at}."),
                ],
            )
        }
        Action::Scene(block) => a(
            format!("The Benefactor's crime scene is in {}", block_name(*block)),
            vec![
                format!("Put crime scene card 1 on {}.", block_name(*block)),
                format!("Move the Detective marker to {}.", block_name(*block)),
            ],
        ),
        Action::Refuse => a(
            "The Murderer refuses to murder this round".into(),
            vec!["No crime scene this round: the game lasts six rounds.".into()],
        ),
        Action::Displace(c, to) => a(
            format!("The {c} leaves the crime scene"),
            vec![format!("Move the {c} to {}.", block_name(*to))],
        ),
        Action::Detective(to) => a(
            format!("The Detective goes to {}", block_name(*to)),
            vec![format!("Move the Detective marker to {}.", block_name(*to))],
        ),
        Action::Surveil(c) => a(
            format!(
                "Surveillance on the {c}: could the Murderer kill them right now? {}",
                yes_no(result)
            ),
            if side == Side::Detective {
                vec![format!(
                    "The Detective uses the Police Station: the Surveillance token goes on the {c} and back."
                )]
            } else {
                Vec::new()
            },
        ),
        Action::Question {
            civilian, about, ..
        } => a(
            format!(
                "The {civilian}, asked \"{}\", answers {}",
                about.question(),
                yes_no(result)
            ),
            Vec::new(),
        ),
        Action::Comfort(c) => a(
            format!("The Detective comforts the {c}"),
            vec![format!("Turn the {c}'s card colour side up.")],
        ),
        Action::RemoveBuilding(block) => a(
            format!("A building leaves {}", block_name(*block)),
            vec![format!(
                "Take the building marker off {}.",
                block_name(*block)
            )],
        ),
        Action::Agent(_) => a(
            "The Detective picks the undercover FBI agent (secret)".into(),
            Vec::new(),
        ),
        Action::City => a(
            "The Detective ends the investigation: City phase".into(),
            if city
                .civilians_in(before.detective)
                .any(|c| city.intimidated(c))
            {
                vec![format!(
                    "Turn every card in {} colour side up.",
                    block_name(before.detective)
                )]
            } else {
                Vec::new()
            },
        ),
        Action::Token(group) => a(
            format!("{} draws the {group} token", capital(who)),
            vec![if city.civilians().any(|c| c.group() == *group) {
                format!("{} may move each {group} civilian one block.", capital(who))
            } else {
                format!(
                    "Nobody of the {group} is left: {who} may move one group of their choice; the token goes into the box."
                )
            }],
        ),
        Action::Move(c, to) => a(
            format!("{} moves the {c}", capital(who)),
            vec![format!("Move the {c} to {}.", block_name(*to))],
        ),
        Action::Round => a(
            format!("Round {} begins", before.round + 1),
            vec!["The Murderer's turn.".into()],
        ),
        Action::Accuse(c, m) => a(
            format!("The Detective accuses the {c}, a {m}"),
            vec![format!("The result: {result}.")],
        ),
        _ if before.phase == Phase::Setup => None,
        _ => None,
    }
}

/// The announcement when the Murderer's City moves are done.
pub fn murderer_done() -> Announcement {
    Announcement::new(
        "The Murderer is done moving civilians",
        vec!["The Detective's turn: draw a token and move that group.".into()],
    )
}

fn capital(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
