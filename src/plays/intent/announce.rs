//! What the table hears when Alibi plays a side: each decision as an instruction for the
//! physical board, in the words of the game ("Murder of the Nurse in 5 Downtown — put the
//! Nurse's card in victim slot 2 and crime scene card 2 on 5 Downtown").
//!
//! Built from the table's public view before the action, the action and its result; the
//! only parts of an action never read are the secret ones (whether an answer was a lie, who
//! the undercover agent is), so an announcement can't carry a secret. What the rules change
//! on their own after it (the Detective marker to a new scene, cards flipped back) the
//! console adds from the engine's [`changes`](crate::rules::intent::changes).

use crate::i18n::Msg;
use crate::msg;
use crate::plays::{Announcement, Side};
use crate::rules::intent::city::block_msg;
use crate::rules::intent::{Action, City, Civilian, Group, Outcome, Phase, PublicView, list};

/// "the Nurse and the Judge".
fn names(civilians: &[Civilian]) -> Msg {
    if civilians.is_empty() {
        return msg!("intent-announce-nobody");
    }
    list(
        civilians
            .iter()
            .map(|c| msg!("intent-cut-body", civilian = c.msg())),
        "intent-list-and",
    )
}

/// "the Nurse's card", "the Nurse's and the Judge's cards".
fn cards(civilians: &[Civilian]) -> Msg {
    let owners = list(
        civilians
            .iter()
            .map(|c| msg!("intent-announce-owner", civilian = c.msg())),
        "intent-list-and",
    );
    msg!(
        "intent-announce-cards",
        owners = owners,
        count = civilians.len()
    )
}

fn yes_no(result: &str) -> Msg {
    if result.eq_ignore_ascii_case("yes") {
        msg!("intent-answer-yes")
    } else {
        msg!("intent-answer-no")
    }
}

/// What a Social Group token drawn for `side` in the City phase lets it move in `city`: the
/// group's civilians, or (nobody of the group left) one group of its choice.
pub fn token_step(city: &City, side: Side, group: Group) -> Msg {
    let who = match side {
        Side::Murderer => "murderer",
        _ => "detective",
    };
    if city.civilians().any(|c| c.group() == group) {
        msg!(
            "intent-announce-step-token",
            side = who,
            group = group.msg()
        )
    } else {
        msg!(
            "intent-announce-step-token-boxed",
            side = who,
            group = group.msg()
        )
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
    let block_of = |c: Civilian| city.block_of(c).map_or_else(|| Msg::raw("?"), block_msg);
    // Who acts, for the messages' selectors ("The Murderer moves …").
    let who = match side {
        Side::Murderer => "murderer",
        _ => "detective",
    };
    let a = |headline: Msg, steps: Vec<Msg>| Some(Announcement::said(headline, steps));
    let marker_to = |block: Msg| msg!("intent-announce-step-detective-marker", block = block);
    match action {
        Action::Intimidate(cs) => a(
            msg!("intent-did-intimidate", civilians = names(cs)),
            vec![msg!("intent-announce-step-intimidate", cards = cards(cs))],
        ),
        Action::Murder(v) => {
            let number = before.crime_scenes.len() + 1;
            a(
                msg!(
                    "intent-announce-murder",
                    victim = v.msg(),
                    block = block_of(*v)
                ),
                vec![
                    msg!(
                        "intent-announce-step-victim-slot",
                        victim = v.msg(),
                        number = number
                    ),
                    msg!(
                        "intent-announce-step-scene-card",
                        number = number,
                        block = block_of(*v)
                    ),
                ],
            )
        }
        Action::Scene(block) => a(
            msg!(
                "intent-announce-benefactor-scene",
                block = block_msg(*block)
            ),
            vec![msg!(
                "intent-announce-step-scene-card",
                number = 1,
                block = block_msg(*block)
            )],
        ),
        Action::Refuse => a(
            msg!("intent-announce-refuse"),
            vec![msg!("intent-announce-step-refuse")],
        ),
        Action::Displace(c, to) => a(
            msg!("intent-announce-displace", civilian = c.msg()),
            vec![msg!(
                "intent-announce-step-move",
                civilian = c.msg(),
                block = block_msg(*to)
            )],
        ),
        Action::Detective(to) => a(
            msg!("intent-announce-detective", block = block_msg(*to)),
            vec![marker_to(block_msg(*to))],
        ),
        Action::Watch(c) => a(
            msg!("intent-did-watch", civilian = c.msg()),
            vec![msg!("intent-announce-step-watch", civilian = c.msg())],
        ),
        Action::Surveil(c) => a(
            msg!(
                "intent-announce-surveil",
                civilian = c.msg(),
                answer = yes_no(result)
            ),
            match side {
                // The token already lay on the civilian: it only comes back.
                Side::Detective if before.surveillance == Some(*c) => {
                    vec![msg!("intent-announce-step-use-token", civilian = c.msg())]
                }
                Side::Detective => vec![msg!("intent-announce-step-surveil", civilian = c.msg())],
                _ => Vec::new(),
            },
        ),
        Action::Question {
            civilian, about, ..
        } => a(
            msg!(
                "intent-announce-question",
                civilian = civilian.msg(),
                question = about.question(),
                answer = yes_no(result)
            ),
            Vec::new(),
        ),
        Action::Comfort(c) => a(
            msg!("intent-did-comfort", civilian = c.msg()),
            vec![msg!("intent-announce-step-comfort", civilian = c.msg())],
        ),
        Action::RemoveBuilding(block) => a(
            msg!("intent-did-remove-building", block = block_msg(*block)),
            vec![msg!(
                "intent-announce-step-remove-building",
                block = block_msg(*block)
            )],
        ),
        Action::Agent(_) => a(msg!("intent-did-agent"), Vec::new()),
        // The cards flipped back are the rules' doing: the console adds them (`changes`).
        Action::City => a(msg!("intent-announce-city"), Vec::new()),
        Action::Token(group) => a(
            msg!("intent-announce-token", side = who, group = group.msg()),
            vec![token_step(city, side, *group)],
        ),
        Action::Move(c, to) => a(
            msg!("intent-announce-move", side = who, civilian = c.msg()),
            vec![msg!(
                "intent-announce-step-move",
                civilian = c.msg(),
                block = block_msg(*to)
            )],
        ),
        Action::Round => a(
            msg!("intent-announce-round", round = before.round + 1),
            vec![msg!("intent-announce-step-round")],
        ),
        Action::Accuse(c, m) => a(
            msg!("intent-did-accuse", civilian = c.msg(), motive = m.msg()),
            vec![msg!(
                "intent-announce-step-accuse",
                result = Outcome::msg(
                    [Outcome::DetectiveWins, Outcome::MurdererWins]
                        .into_iter()
                        .find(|o| o.words() == result)
                )
            )],
        ),
        _ if before.phase == Phase::Setup => None,
        _ => None,
    }
}

/// The announcement when the Murderer's City moves are done.
pub fn murderer_done() -> Announcement {
    Announcement::said(
        msg!("intent-announce-murderer-done"),
        vec![msg!("intent-announce-step-murderer-done")],
    )
}
