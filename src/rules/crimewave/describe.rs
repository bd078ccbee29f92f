//! Actions in words for the history panel: the Killer player's console says the secrets;
//! when Alibi plays the Killers the console is public and says the actions as the table saw
//! them ([`describe_public`]).

use super::action::{Action, BoardChoice, MethodChoice};

fn method_words(choice: &MethodChoice) -> String {
    match choice {
        MethodChoice::Named(name) => name.clone(),
        MethodChoice::Face(face) => format!("d8 roll {face}"),
    }
}

pub(super) fn describe(action: &Action) -> String {
    match action {
        Action::Board(BoardChoice::StandIn) => "Board: the stand-in California board".into(),
        Action::Board(BoardChoice::File { path, board }) => {
            format!("Board: {} (from {path})", board.name())
        }
        Action::Investigators(names) => format!("Investigators: {}", names.join(", ")),
        Action::Method { killer, method } => {
            format!("{}'s method: {}", killer.name(), method_words(method))
        }
        Action::Residence { killer, loc } => format!("{}'s residence at {loc}", killer.name()),
        Action::Scene {
            killer,
            loc,
            evidence,
        } => format!(
            "Opening scene by {} at {loc} ({})",
            killer.name(),
            evidence.word()
        ),
        Action::Rule(rule) => {
            let (name, value) = rule.name_and_value();
            format!("House rule {name}: {value}")
        }
        Action::Start => "Setup done: the game starts".into(),
        Action::Murder {
            killer,
            loc,
            evidence,
        } => format!("Murder by {} at {loc} ({})", killer.name(), evidence.word()),
        Action::RandomKilling {
            loc,
            evidence,
            method,
        } => match method {
            Some(method) => format!("Random killing at {loc} ({}, {method})", evidence.word()),
            None => format!("Random killing at {loc} ({})", evidence.word()),
        },
        Action::AddEvidence { loc, evidence } => {
            format!("Unverified {} added at {loc}", evidence.word())
        }
        Action::Verify { loc, evidence } => format!("{} verified at {loc}", evidence.name()),
        Action::Watch { loc } => format!("Neighborhood Watch at {loc}"),
        Action::Raid {
            investigator,
            loc,
            killer,
        } => format!("Raid at {loc} on the {} by {investigator}", killer.name()),
        Action::Tie { loc } => format!("Tie the scene at {loc} to the accused"),
        Action::Trial {
            prosecution,
            defense,
        } => format!("Trial: prosecution {prosecution}, defense {defense}"),
        Action::ChangeMethod { killer, method } => {
            format!("{} changes method to {method}", killer.name())
        }
        Action::Relocate { killer, loc } => format!("{} moves to {loc}", killer.name()),
        Action::FullMoon { methods } => {
            let words: Vec<String> = methods.iter().map(method_words).collect();
            format!("Full Moon: new methods {}", words.join(", "))
        }
        Action::Escape { killer, loc } => {
            format!("{} escapes from prison to {loc}", killer.name())
        }
    }
}

/// An action as the table saw it: the words of [`describe`] without what the table may not
/// know — which Killer left a scene or murdered, and where a Killer lives. `None` when the
/// plain words hold no secret.
pub fn describe_public(action: &Action) -> Option<String> {
    Some(match action {
        Action::Residence { .. } => "A Killer's secret residence (shown at the end)".into(),
        Action::Scene { loc, evidence, .. } => {
            format!("Opening scene at {loc} ({})", evidence.word())
        }
        Action::Murder { loc, evidence, .. } => format!("Murder at {loc} ({})", evidence.word()),
        Action::Relocate { killer, .. } => {
            format!("{} moves to a new secret residence", killer.name())
        }
        Action::Escape { killer, .. } => format!(
            "{} escapes from prison to a new secret residence",
            killer.name()
        ),
        _ => return None,
    })
}
