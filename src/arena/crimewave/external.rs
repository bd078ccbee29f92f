//! The open protocol for Crimewave: an outside program plays the Investigators against
//! Alibi's Killers (docs/protocol.md). It hears the public lines only — a murder or an opening
//! scene without its culprit, no residence — and plays every seat in turn:
//!
//! - Alibi sends `alibi 1`, `game crimewave`, `? side => investigators` and
//!   `? seats => ann bob …`, then every public line as it happens with its result.
//! - At each of a seat's actions: `# legal: LINE; …` and `? your-move NAME`. The program
//!   answers `watch LOC` (free), `raid NAME LOC KILLER`, `roll LOC EVIDENCE` (the referee
//!   rolls the die, and the program hears `roll LOC EVIDENCE => hit` or `=> miss`),
//!   `move LOC` (one step), or `done`. Each but the watch takes one of the seat's five
//!   actions; the referee keeps where each Investigator stands, as the simulated table does.
//! - After a raid that arrests a Killer: `# legal: tie LOC; …; done` and `? your-tie KILLER`,
//!   until `done` or a wrong tie; the Prosecution total is the referee's draw.
//! - At the end `? winner => killers` (or `investigators`), and the program's input closes.
//!
//! Refusals, bounds and forfeits are the open protocol's ([`crate::arena::process`]).

use crate::arena::process::Conversation;
use crate::rules::Rules;
use crate::rules::crimewave::{Action, Crimewave, Evidence, Killer, Loc, PublicView, Status};
use crate::transcript::{Dialect, Line};
use std::path::Path;
use std::time::Duration;

/// How long a program may think about one line.
pub const ANSWER_TIME: Duration = Duration::from_secs(10);

/// An outside program playing the Investigators.
pub struct Program {
    talk: Conversation,
}

/// What an Investigator does next, as the program said it.
#[derive(Debug, Clone, PartialEq)]
pub enum Move {
    /// An action for the engine (a watch or a raid).
    Act(Action),
    /// Roll the die to verify this tile at the scene where the Investigator stands.
    Roll(Loc, Evidence),
    /// One step to this location.
    Step(Loc),
    /// The seat's turn is over.
    Done,
}

impl Program {
    /// Starts `command` to play the Investigators seated as `names`, and greets it.
    pub fn start(command: &str, names: &[String]) -> Result<Program, String> {
        let seats = format!("? seats => {}", names.join(" "));
        let greeting = [
            "alibi 1",
            "game crimewave",
            "? side => investigators",
            &seats,
        ];
        Ok(Program {
            talk: Conversation::start(command, ANSWER_TIME, &greeting)?,
        })
    }

    /// The same program with `patience` to think about each line.
    pub fn patience(mut self, patience: Duration) -> Program {
        self.talk.set_patience(patience);
        self
    }

    /// The program's process id (on Unix also its process group's).
    pub fn id(&self) -> u32 {
        self.talk.id()
    }

    /// Hears an accepted action as the table may know it.
    pub fn hear(&mut self, action: &Action, result: &str) {
        self.talk.accepted();
        if let Some(line) = public_line(action, result) {
            self.talk.send(&line);
        }
    }

    /// Tells the program something that happened off the record (a roll, a step).
    pub fn tell(&mut self, line: &str) {
        self.talk.accepted();
        self.talk.send(line);
    }

    /// The next move of the Investigator `name`, standing at `here`; `Err` is the reason
    /// the program forfeits.
    pub fn next(&mut self, game: &Crimewave, name: &str, here: Loc) -> Result<Move, String> {
        let legal = moves(game, name, here);
        self.talk.send(&format!("# legal: {}", legal.join("; ")));
        loop {
            let line = self.talk.prompt(&format!("? your-move {name}"))?;
            if legal.iter().any(|l| l.eq_ignore_ascii_case(&line)) {
                return Ok(read_move(&line));
            }
            self.talk
                .refused(&format!("\"{line}\" is not among the legal lines"))?;
        }
    }

    /// The prosecutor's next tie against `accused` (`None`: no more); `Err` is the reason
    /// the program forfeits.
    pub fn tie(&mut self, game: &Crimewave, accused: Killer) -> Result<Option<Loc>, String> {
        let mut legal: Vec<String> = game
            .public_view()
            .scenes
            .iter()
            .filter(|s| s.solved_by.is_none())
            .map(|s| Action::Tie { loc: s.loc })
            .filter(|tie| game.clone().apply(tie).is_ok())
            .map(|tie| Crimewave::format_action(&tie))
            .collect();
        legal.push("done".into());
        self.talk.send(&format!("# legal: {}", legal.join("; ")));
        loop {
            let line = self
                .talk
                .prompt(&format!("? your-tie {}", accused.word()))?;
            if line.eq_ignore_ascii_case("done") {
                return Ok(None);
            }
            if legal.iter().any(|l| l.eq_ignore_ascii_case(&line))
                && let Move::Act(Action::Tie { loc }) = read_move(&line)
            {
                return Ok(Some(loc));
            }
            self.talk
                .refused(&format!("\"{line}\" is not among the legal lines"))?;
        }
    }

    /// The game is over.
    pub fn finish(&mut self, winner: &str) {
        self.talk.finish(&format!("? winner => {winner}"));
    }
}

/// Every line Investigator `name` at `here` may answer now: each watch and raid the engine
/// takes, a roll for each unverified tile of a scene where it stands, a step to each
/// neighbour, and `done`.
pub fn moves(game: &Crimewave, name: &str, here: Loc) -> Vec<String> {
    let view = game.public_view();
    let accepts = |action: &Action| game.clone().apply(action).is_ok();
    let mut legal: Vec<Action> = view
        .eligible_watches
        .iter()
        .map(|&loc| Action::Watch { loc })
        .collect();
    let at_large: Vec<Killer> = view
        .killers
        .iter()
        .filter(|k| matches!(k.status, Status::Free | Status::Escaped))
        .map(|k| k.killer)
        .collect();
    let locs: Vec<Loc> = view
        .board
        .iter()
        .flat_map(|b| b.nodes().iter().map(|n| n.id))
        .collect();
    for &loc in &locs {
        for &killer in &at_large {
            legal.push(Action::Raid {
                investigator: name.to_owned(),
                loc,
                killer,
            });
        }
    }
    legal.retain(|a| accepts(a));
    let mut lines: Vec<String> = legal.iter().map(Crimewave::format_action).collect();
    lines.extend(
        rolls(&view, here)
            .into_iter()
            .filter(|&(loc, evidence)| accepts(&Action::Verify { loc, evidence }))
            .map(|(loc, evidence)| format!("roll {loc} {}", evidence.word())),
    );
    if let Some(board) = view.board.as_deref() {
        lines.extend(board.neighbours(here).map(|loc| format!("move {loc}")));
    }
    lines.push("done".into());
    lines
}

/// The unverified tiles of the scene at `here`, one of each kind.
fn rolls(view: &PublicView, here: Loc) -> Vec<(Loc, Evidence)> {
    let mut tiles: Vec<(Loc, Evidence)> = view
        .scenes
        .iter()
        .filter(|s| s.loc == here)
        .flat_map(|s| {
            s.evidence
                .iter()
                .filter(|t| !t.verified)
                .map(|t| (s.loc, t.kind))
        })
        .collect();
    tiles.sort_by_key(|&(loc, kind)| (loc, kind.word()));
    tiles.dedup();
    tiles
}

/// A legal line read back (it was one of the list, so it reads).
fn read_move(line: &str) -> Move {
    let words: Vec<&str> = line.split_whitespace().collect();
    let lower = |w: &str| w.to_ascii_lowercase();
    match words.as_slice() {
        [verb, loc, evidence] if lower(verb) == "roll" => {
            let loc = loc.parse().unwrap_or_default();
            let evidence = Evidence::ALL
                .into_iter()
                .find(|e| e.word().eq_ignore_ascii_case(evidence))
                .unwrap_or(Evidence::ALL[0]);
            Move::Roll(loc, evidence)
        }
        [verb, loc] if lower(verb) == "move" => Move::Step(loc.parse().unwrap_or_default()),
        _ => match Crimewave::parse_line(line, Path::new(".")) {
            Ok(Line::Action(action)) => Move::Act(action),
            _ => Move::Done,
        },
    }
}

/// The line of an action as the table may know it: a murder or an opening scene without
/// its culprit, a new home without where it is, no residence at all.
fn public_line(action: &Action, result: &str) -> Option<String> {
    let line = match action {
        Action::Residence { .. } => return None,
        Action::Scene { loc, evidence, .. } => format!("scene {loc} {}", evidence.word()),
        Action::Murder { loc, evidence, .. } => format!("murder {loc} {}", evidence.word()),
        Action::Relocate { killer, .. } => format!("relocate {}", killer.word()),
        Action::Escape { killer, .. } => format!("escape {}", killer.word()),
        other => return Some(format!("{} => {result}", Crimewave::format_action(other))),
    };
    // A secret action's result may say what the line leaves out.
    Some(format!("{line} => ok"))
}
