//! The open protocol for Crimewave's Killers: an outside program plays the three Killers
//! against the Investigators (docs/protocol.md). The Killers keep every secret of the game,
//! so the program hears every line in full — homes, culprits, new homes — and the
//! Investigators' steps and failed rolls too, which the table sees:
//!
//! - Alibi sends `alibi 1`, `game crimewave`, `? side => killers` and `? seats => ann bob …`,
//!   then every line as it happens with its result (`residence red 12 => ok`,
//!   `raid ann 22 blue => miss`, `move ann 14 => ok`, `roll 9 dna => miss`).
//! - At each of the Killers' decisions: `# legal: LINE; …` and `? your-move WHAT`, where WHAT
//!   says what is decided (`residence red`, `scene red`, `murder`, `random-killing`,
//!   `escape`, `spook red`). The program answers one of the lines; a scene's evidence tile is
//!   the referee's draw from the bag, as are the d8s, the Killer events and the Defense.
//! - Answers the rules demand be honest — a raid's, a tie's, a trial's — are the engine's.
//! - At the end `? winner => killers` (or `investigators`), and the program's input closes.
//!
//! Refusals, bounds and forfeits are the open protocol's ([`crate::arena::process`]).

use crate::arena::process::Conversation;
use crate::rules::Rules;
use crate::rules::crimewave::{Action, Crimewave, Evidence, Killer, Loc, Status};
use crate::transcript::Dialect;
use std::fmt;
use std::time::Duration;

/// How long a program may think about one line.
pub const ANSWER_TIME: Duration = Duration::from_secs(10);

/// An outside program playing the three Killers.
pub struct Program {
    talk: Conversation,
}

/// A decision of the Killers', as the prompt names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Setup: this Killer's secret residence.
    Residence(Killer),
    /// Setup: one of this Killer's opening scenes.
    Scene(Killer),
    /// This round's murder: which Killer, where.
    Murder,
    /// A Random Killing the referee drew: where.
    RandomKilling,
    /// An Escape from Prison the referee drew: who, and to which new home.
    Escape,
    /// A missed raid spooked this Killer: at Spook 2 a method change (or keeping it), at
    /// Spook 3 the move to a new home.
    Spook(Killer),
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Residence(killer) => write!(f, "residence {}", killer.word()),
            Decision::Scene(killer) => write!(f, "scene {}", killer.word()),
            Decision::Murder => f.write_str("murder"),
            Decision::RandomKilling => f.write_str("random-killing"),
            Decision::Escape => f.write_str("escape"),
            Decision::Spook(killer) => write!(f, "spook {}", killer.word()),
        }
    }
}

/// What the program chose: an action, its evidence tile left for the referee's bag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// A scene at `loc` left by `killer` (an opening scene, a murder), or by nobody (a
    /// Random Killing).
    Scene(Option<Killer>, Loc),
    /// The Killer's home: its residence at setup, its move at Spook 3, its escape.
    Home(Killer, Loc),
    /// At Spook 2: the new method, or `None` to keep the one it has.
    Method(Killer, Option<String>),
}

impl Choice {
    /// The choice as the record's action; a scene needs the evidence tile drawn for it.
    /// `Decision` tells a residence from a move and an escape.
    pub fn action(&self, decision: Decision, tile: impl FnOnce() -> Evidence) -> Option<Action> {
        Some(match (self, decision) {
            (Choice::Scene(Some(killer), loc), Decision::Scene(_)) => Action::Scene {
                killer: *killer,
                loc: *loc,
                evidence: tile(),
            },
            (Choice::Scene(Some(killer), loc), _) => Action::Murder {
                killer: *killer,
                loc: *loc,
                evidence: tile(),
            },
            (Choice::Scene(None, loc), _) => Action::RandomKilling {
                loc: *loc,
                evidence: tile(),
                method: None,
            },
            (Choice::Home(killer, loc), Decision::Residence(_)) => Action::Residence {
                killer: *killer,
                loc: *loc,
            },
            (Choice::Home(killer, loc), Decision::Escape) => Action::Escape {
                killer: *killer,
                loc: *loc,
            },
            (Choice::Home(killer, loc), _) => Action::Relocate {
                killer: *killer,
                loc: *loc,
            },
            (Choice::Method(killer, method), _) => Action::ChangeMethod {
                killer: *killer,
                method: method.clone()?,
            },
        })
    }
}

impl Program {
    /// Starts `command` to play the Killers against the Investigators seated as `names`,
    /// and greets it.
    pub fn start(command: &str, names: &[String]) -> Result<Program, String> {
        let seats = format!("? seats => {}", names.join(" "));
        let greeting = ["alibi 1", "game crimewave", "? side => killers", &seats];
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

    /// Hears an accepted action, in full: every secret in the game is the Killers' own.
    pub fn hear(&mut self, action: &Action, result: &str) {
        self.talk.accepted();
        self.talk
            .send(&format!("{} => {result}", Crimewave::format_action(action)));
    }

    /// Tells the program something the table saw off the record (a step, a failed roll).
    pub fn tell(&mut self, line: &str) {
        self.talk.send(line);
    }

    /// The program's choice for `decision`, `None` when the rules leave nothing to choose
    /// (no Killer can kill, nothing is owed); `Err` is the reason the program forfeits.
    pub fn choose(
        &mut self,
        game: &Crimewave,
        decision: Decision,
    ) -> Result<Option<Choice>, String> {
        let legal = choices(game, decision);
        if legal.is_empty() {
            return Ok(None);
        }
        let lines: Vec<&str> = legal.iter().map(|(line, _)| line.as_str()).collect();
        self.talk.send(&format!("# legal: {}", lines.join("; ")));
        loop {
            let line = self.talk.prompt(&format!("? your-move {decision}"))?;
            let said = line.split_whitespace().collect::<Vec<_>>().join(" ");
            if let Some((_, choice)) = legal.iter().find(|(l, _)| l.eq_ignore_ascii_case(&said)) {
                return Ok(Some(choice.clone()));
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

/// Every line the Killers may answer to `decision` now, each with what it chooses: only
/// those the engine accepts (checked on a copy of the game, a scene with any tile: the tile
/// is the bag's, and no rule of where a Killer kills depends on it).
pub fn choices(game: &Crimewave, decision: Decision) -> Vec<(String, Choice)> {
    let accepts = |choice: &Choice| {
        choice
            .action(decision, || Evidence::Item)
            .is_none_or(|action| game.clone().apply(&action).is_ok())
    };
    let homes = |killer: Killer| {
        game.legal_homes(killer)
            .into_iter()
            .map(move |loc| Choice::Home(killer, loc))
    };
    let sites = |killer: Killer| {
        game.legal_locations(killer)
            .into_iter()
            .map(move |loc| Choice::Scene(Some(killer), loc))
    };
    let candidates: Vec<Choice> = match decision {
        Decision::Residence(killer) => homes(killer).collect(),
        Decision::Scene(killer) => sites(killer).collect(),
        Decision::Murder => Killer::ALL.into_iter().flat_map(sites).collect(),
        Decision::RandomKilling => game
            .board()
            .iter()
            .flat_map(|b| b.nodes().iter().map(|n| n.id))
            .filter(|&loc| !game.has_unsolved_scene(loc))
            .map(|loc| Choice::Scene(None, loc))
            .collect(),
        Decision::Escape => Killer::ALL
            .into_iter()
            .filter(|&k| game.status(k) == Status::Incarcerated)
            .flat_map(homes)
            .collect(),
        Decision::Spook(killer) if game.pending_relocation() == Some(killer) => {
            homes(killer).collect()
        }
        Decision::Spook(killer) if game.spook(killer) == 2 && game.may_change_method(killer) => {
            let current = game.method(killer);
            std::iter::once(Choice::Method(killer, None))
                .chain(
                    game.settings()
                        .methods
                        .iter()
                        .filter(|m| Some(m.as_str()) != current)
                        .map(|m| Choice::Method(killer, Some(m.clone()))),
                )
                .collect()
        }
        Decision::Spook(_) => Vec::new(),
    };
    candidates
        .into_iter()
        .filter(|choice| accepts(choice))
        .map(|choice| (line(&choice, decision), choice))
        .collect()
}

/// The line a program answers for a choice: the action's line without the tile the bag
/// draws, `keep` for keeping a method.
fn line(choice: &Choice, decision: Decision) -> String {
    match (choice, decision) {
        (Choice::Method(_, None), _) => "keep".into(),
        (Choice::Scene(Some(killer), loc), Decision::Scene(_)) => {
            format!("scene {} {loc}", killer.word())
        }
        (Choice::Scene(Some(killer), loc), _) => format!("murder {} {loc}", killer.word()),
        (Choice::Scene(None, loc), _) => format!("random-killing {loc}"),
        (choice, decision) => choice
            .action(decision, || Evidence::Item)
            .map(|action| Crimewave::format_action(&action))
            .unwrap_or_default(),
    }
}
