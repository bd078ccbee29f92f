//! Actions in words for the history panel: the Killer player's console says the secrets;
//! when Alibi plays the Killers the console is public and says the actions as the table saw
//! them ([`describe_public`]). After an action the console also says the engine's result
//! ([`describe_result`]).

use super::action::{Action, BoardChoice, MethodChoice};
use super::settings::method_msg;
use crate::i18n::Msg;
use crate::msg;

fn method_words(choice: &MethodChoice) -> Msg {
    match choice {
        MethodChoice::Named(name) => method_msg(name),
        MethodChoice::Face(face) => msg!("crimewave-do-d8-roll", face = *face),
    }
}

pub(super) fn describe(action: &Action) -> Msg {
    match action {
        Action::Board(BoardChoice::StandIn) => msg!("crimewave-do-board-stand-in"),
        Action::Board(BoardChoice::File { path, board }) => {
            msg!(
                "crimewave-do-board",
                board = board.name(),
                path = path.as_str()
            )
        }
        Action::Investigators(names) => {
            msg!("crimewave-do-investigators", names = names.join(", "))
        }
        Action::Method { killer, method } => msg!(
            "crimewave-do-method",
            killer = killer.msg(),
            method = method_words(method)
        ),
        Action::Residence { killer, loc } => {
            msg!("crimewave-do-residence", killer = killer.msg(), loc = *loc)
        }
        Action::Scene {
            killer,
            loc,
            evidence,
        } => msg!(
            "crimewave-do-scene",
            killer = killer.msg(),
            loc = *loc,
            evidence = evidence.word_msg()
        ),
        Action::Rule(rule) => {
            let (name, value) = rule.name_and_value();
            msg!("crimewave-do-rule", name = name, value = value)
        }
        Action::Start => msg!("crimewave-do-start"),
        Action::Murder {
            killer,
            loc,
            evidence,
        } => msg!(
            "crimewave-do-murder",
            killer = killer.msg(),
            loc = *loc,
            evidence = evidence.word_msg()
        ),
        Action::RandomKilling {
            loc,
            evidence,
            method,
        } => match method {
            Some(method) => msg!(
                "crimewave-do-random-method",
                loc = *loc,
                evidence = evidence.word_msg(),
                method = method_msg(method)
            ),
            None => msg!(
                "crimewave-do-random",
                loc = *loc,
                evidence = evidence.word_msg()
            ),
        },
        Action::AddEvidence { loc, evidence } => msg!(
            "crimewave-do-add-evidence",
            evidence = evidence.word_msg(),
            loc = *loc
        ),
        Action::Verify { loc, evidence } => {
            msg!("crimewave-do-verify", evidence = evidence.msg(), loc = *loc)
        }
        Action::Watch { loc } => msg!("crimewave-do-watch", loc = *loc),
        Action::Raid {
            investigator,
            loc,
            killer,
        } => msg!(
            "crimewave-do-raid",
            loc = *loc,
            killer = killer.msg(),
            investigator = investigator.as_str()
        ),
        Action::Tie { loc } => msg!("crimewave-do-tie", loc = *loc),
        Action::Trial {
            prosecution,
            defense,
        } => msg!(
            "crimewave-do-trial",
            prosecution = *prosecution,
            defense = *defense
        ),
        Action::ChangeMethod { killer, method } => msg!(
            "crimewave-do-change-method",
            killer = killer.msg(),
            method = method_msg(method)
        ),
        Action::Relocate { killer, loc } => {
            msg!("crimewave-do-relocate", killer = killer.msg(), loc = *loc)
        }
        Action::FullMoon { methods } => {
            let mut words = methods.iter().map(method_words);
            let first = words.next().unwrap_or_else(|| Msg::raw(""));
            let list = words.fold(first, |list, next| {
                msg!("crimewave-do-list", first = list, second = next)
            });
            msg!("crimewave-do-full-moon", methods = list)
        }
        Action::Escape { killer, loc } => {
            msg!("crimewave-do-escape", killer = killer.msg(), loc = *loc)
        }
    }
}

/// An action as the table saw it: the words of [`describe`] without what the table may not
/// know — which Killer left a scene or murdered, and where a Killer lives. `None` when the
/// plain words hold no secret.
pub fn describe_public(action: &Action) -> Option<Msg> {
    Some(match action {
        Action::Residence { .. } => msg!("crimewave-do-residence-public"),
        Action::Scene { loc, evidence, .. } => msg!(
            "crimewave-do-scene-public",
            loc = *loc,
            evidence = evidence.word_msg()
        ),
        Action::Murder { loc, evidence, .. } => msg!(
            "crimewave-do-murder-public",
            loc = *loc,
            evidence = evidence.word_msg()
        ),
        Action::Relocate { killer, .. } => {
            msg!("crimewave-do-relocate-public", killer = killer.msg())
        }
        Action::Escape { killer, .. } => {
            msg!("crimewave-do-escape-public", killer = killer.msg())
        }
        _ => return None,
    })
}
